import type { NextApiRequest, NextApiResponse } from 'next'

import { collect } from '@/server/attribution/http'
import { cms } from '@/server/cms/payload'
import { apiRoute } from '@/server/http/api-route'

// The body is read (with a size limit) by the collector itself.
export const config = { api: { bodyParser: false } }

/** The site's own analytics collector (public/track.js sends page views, top-bar clicks and leaves). */
export default apiRoute(async function collector(req: NextApiRequest, res: NextApiResponse) {
  const outcome = await collect(await cms(), req)
  res.setHeader('Cache-Control', 'no-store')
  if (outcome.cookie) res.setHeader('Set-Cookie', outcome.cookie)
  for (const [name, value] of Object.entries(outcome.headers ?? {})) res.setHeader(name, value)
  if (outcome.status === 204 || !outcome.body) return res.status(outcome.status).end()
  res.status(outcome.status).json(outcome.body)
})
