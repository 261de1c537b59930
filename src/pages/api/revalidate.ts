import type { NextApiRequest, NextApiResponse } from 'next'
import { z } from 'zod'

import { createPassCoalescer, regenerate } from '@/server/cms/regenerate'
import { isValidRevalidationSecret, pathsToRevalidate, REVALIDATE_HEADER } from '@/server/cms/revalidate'
import { beginChromePass } from '@/server/cms/site-chrome'
import { sitemapEntries } from '@/server/seo/sitemap'

const bodySchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('site') }),
  z.object({ scope: z.literal('paths'), paths: z.array(z.string().max(200)).max(500) }),
])

type Revalidate = NextApiResponse['revalidate']

// The site-wide pass uses the revalidate function of the request that started it: Next
// regenerates in-process, independently of that request's response.
let revalidateForPass: Revalidate | null = null
const sitePass = createPassCoalescer(async () => {
  const revalidate = revalidateForPass
  if (!revalidate) return
  const started = Date.now()
  const endChromePass = beginChromePass()
  let paths: string[] = []
  let failed: string[] = []
  try {
    paths = pathsToRevalidate({ scope: 'site' }, (await sitemapEntries()).map((entry) => entry.path))
    // Pages never generated yet are skipped: their first visitor gets them with the new chrome.
    failed = await regenerate(paths, (path) => revalidate(path, { unstable_onlyGenerated: true }))
  } finally {
    endChromePass()
  }
  console.info(`[revalidate] site: ${paths.length - failed.length}/${paths.length} pages in ${Date.now() - started} ms`)
  if (failed.length) console.warn(`[revalidate] site: failed ${failed.slice(0, 10).join(', ')}`)
})

/** Regenerates ISR pages after a publish. Called by Payload hooks with a server-only secret. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ code: 405, message: 'Method not allowed' })
  }
  if (!isValidRevalidationSecret(req.headers[REVALIDATE_HEADER])) {
    return res.status(401).json({ code: 401, message: 'Unauthorized' })
  }
  const body = bodySchema.safeParse(req.body)
  if (!body.success) return res.status(400).json({ code: 400, message: 'Unknown revalidation scope' })

  if (body.data.scope === 'site') {
    // Hundreds of pages: answered at once, regenerated in the background (coalesced).
    revalidateForPass = res.revalidate.bind(res)
    void sitePass()
    return res.status(202).json({ code: 202, scope: 'site' })
  }
  const paths = pathsToRevalidate(body.data)
  const failed = await regenerate(paths, (path) => res.revalidate(path))
  return res.status(failed.length ? 500 : 200).json({ code: failed.length ? 500 : 200, revalidated: paths, failed })
}
