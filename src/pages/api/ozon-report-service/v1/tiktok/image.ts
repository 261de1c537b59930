import type { NextApiRequest, NextApiResponse } from 'next'

import { proxyImage } from '@/server/report/image-proxy'
import { requestLocale, translate } from '@/server/platform/messages'
import { apiRoute } from '@/server/http/api-route'

/** GET /api/ozon-report-service/v1/tiktok/image?url=: a ranking picture through this site (src/server/report/image-proxy.ts). */
export default apiRoute(async function rankingImage(req: NextApiRequest, res: NextApiResponse) {
  const locale = requestLocale(req.headers['accept-language'])
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET')
    return res.status(405).json({ code: 405, message: translate(locale, 'methodNotAllowed') })
  }
  const url = Array.isArray(req.query.url) ? req.query.url[0] : req.query.url
  const image = await proxyImage(url)
  if (!image.ok) {
    res.setHeader('cache-control', 'no-store')
    const status = image.reason === 'invalidImageUrl' ? 400 : 502
    return res.status(status).json({ code: status, message: translate(locale, image.reason) })
  }
  res.setHeader('content-type', image.type)
  res.setHeader('content-length', String(image.bytes.length))
  // Ozon's pictures do not change under one address.
  res.setHeader('cache-control', 'public, max-age=86400, immutable')
  res.status(200).end(image.bytes)
})
