import type { NextApiRequest, NextApiResponse } from 'next'
import { z } from 'zod'

import { LOCALES } from '@/lib/i18n/locales'
import { isValidRevalidationSecret, pathsToRevalidate, REVALIDATE_HEADER } from '@/server/cms/revalidate'
import { regeneratePaths, regenerateSite } from '@/server/cms/site-pass'
import { answerError, apiRoute } from '@/server/http/api-route'

const bodySchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('site'), firstLocale: z.enum(LOCALES).optional() }),
  z.object({ scope: z.literal('paths'), paths: z.array(z.string().max(200)).max(500) }),
])

/** Regenerates ISR pages after a publish. Called by Payload hooks with a server-only secret. */
export default apiRoute(async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return answerError(req, res, 'methodNotAllowed')
  }
  if (!isValidRevalidationSecret(req.headers[REVALIDATE_HEADER])) {
    return answerError(req, res, 'unauthorized')
  }
  const body = bodySchema.safeParse(req.body)
  if (!body.success) return answerError(req, res, 'revalidateScopeInvalid')

  if (body.data.scope === 'site') {
    // Hundreds of pages: answered at once, regenerated in the background (coalesced).
    void regenerateSite(res.revalidate.bind(res), body.data.firstLocale)
    return res.status(202).json({ code: 202, scope: 'site' })
  }
  const paths = pathsToRevalidate(body.data)
  const failed = await regeneratePaths(paths, res.revalidate.bind(res))
  return res.status(failed.length ? 500 : 200).json({ code: failed.length ? 500 : 200, revalidated: paths, failed })
})
