/**
 * Payload answers a request for an upload file that is not on disk with a 500 ("Something went
 * wrong"); a file that does not exist is a 404. Checked before Payload's file route runs.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

/** `/cms-api/<collection>/file/<name>` → the collection slug and the decoded file name. */
function fileRoute(url: URL, apiRoute: string): { slug: string; filename: string } | null {
  const match = new RegExp(`^${apiRoute}/([^/]+)/file/([^/]+)$`).exec(url.pathname)
  if (!match?.[1] || !match[2]) return null
  try {
    return { slug: match[1], filename: decodeURIComponent(match[2]) }
  } catch {
    return null
  }
}

export async function fileIsMissing(request: Request, config: SanitizedConfig): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const route = fileRoute(new URL(request.url), config.routes.api)
  const upload = route && config.collections.find((collection) => collection.slug === route.slug)?.upload
  if (!route || !upload || typeof upload !== 'object' || !upload.staticDir) return false
  const dir = path.resolve(/*turbopackIgnore: true*/ upload.staticDir)
  const file = path.resolve(/*turbopackIgnore: true*/ dir, route.filename)
  // Names that leave the directory are Payload's to refuse (400).
  if (!file.startsWith(dir + path.sep)) return false
  return stat(file).then(
    (stats) => !stats.isFile(),
    () => true,
  )
}
