import type { NextApiRequest, NextApiResponse } from 'next'

import { normalizePhone } from '@/lib/auth/validation'
import { cms } from '@/server/cms/payload'
import { providers } from '@/server/providers'
import { readOutbox } from '@/server/providers/sms/local'
import { answerError, apiRoute } from '@/server/http/api-route'

/**
 * The local SMS provider's inbox: the last codes "sent" to a phone. Only when LOCAL_SMS_INBOX=true
 * and no real SMS provider is configured; otherwise 404, so production never exposes codes.
 */
export default apiRoute(async function smsInbox(req: NextApiRequest, res: NextApiResponse) {
  const payload = await cms()
  if (process.env.LOCAL_SMS_INBOX !== 'true' || providers(payload.db.pool).sms.name !== 'local') {
    return answerError(req, res, 'notFound')
  }
  // An unencoded + arrives as a space (?phone=+7916…).
  const phone = normalizePhone(String(req.query.phone ?? '').replace(/^ (?=\d)/, '+'))
  if (!phone) return res.status(400).json({ code: 400, message: 'phone= a mobile number (13800138000, +79161234567) required' })
  res.setHeader('cache-control', 'no-store')
  return res.status(200).json({ code: 200, messages: await readOutbox(payload.db.drizzle, phone) })
})
