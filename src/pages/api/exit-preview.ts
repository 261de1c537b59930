import type { NextApiRequest, NextApiResponse } from 'next'

/** Leaves draft mode and goes back to the published page (or home). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setDraftMode({ enable: false })
  res.setHeader('Cache-Control', 'no-store')
  const referer = typeof req.headers.referer === 'string' ? new URL(req.headers.referer, 'http://x').pathname : '/'
  res.redirect(307, referer.startsWith('/') && !referer.startsWith('//') ? referer : '/')
}
