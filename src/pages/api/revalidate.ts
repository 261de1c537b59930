import type { NextApiRequest, NextApiResponse } from 'next'
import { z } from 'zod'

import { isValidRevalidationSecret, pathsToRevalidate, REVALIDATE_HEADER } from '@/server/cms/revalidate'

const bodySchema = z.object({ scope: z.literal('site') })

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

  const paths = pathsToRevalidate(body.data)
  const results = await Promise.allSettled(paths.map((path) => res.revalidate(path)))
  const failed = paths.filter((_, index) => results[index]?.status === 'rejected')
  return res.status(failed.length ? 500 : 200).json({ code: failed.length ? 500 : 200, revalidated: paths, failed })
}
