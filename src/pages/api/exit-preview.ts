import type { NextApiRequest, NextApiResponse } from 'next'

/** Leaves draft mode and goes back to the published page (or home). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setDraftMode({ enable: false })
  res.setHeader('Cache-Control', 'no-store')
  res.redirect(307, backTo(req.headers.referer))
}

/** The path of the page the editor came from (never another site); home when unknown. */
function backTo(referer: string | undefined): string {
  try {
    const path = referer ? new URL(referer, 'http://site.invalid').pathname : '/'
    return path.startsWith('/') && !path.startsWith('//') ? path : '/'
  } catch {
    return '/'
  }
}
