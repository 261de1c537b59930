/**
 * Payload answers a request for an upload file that is not on disk with a 500 ("Something went
 * wrong"); a file that does not exist is a 404. Checked before Payload's file route runs. With
 * S3 (src/server/cms/media-storage.ts) the adapter answers a missing object with an empty 404
 * after the collection's access check: `isStoredFileRequest` lets the route give it the same body.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

type UploadConfig = Extract<SanitizedConfig['collections'][number]['upload'], object>

/** `/cms-api/<collection>/file/<name>` → the collection's upload config and the decoded file name. */
function fileRoute(request: Request, config: SanitizedConfig): { upload: UploadConfig; filename: string } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const match = new RegExp(`^${config.routes.api}/([^/]+)/file/([^/]+)$`).exec(new URL(request.url).pathname)
  if (!match?.[1] || !match[2]) return null
  const upload = config.collections.find((collection) => collection.slug === match[1])?.upload
  if (!upload || typeof upload !== 'object') return null
  try {
    return { upload, filename: decodeURIComponent(match[2]) }
  } catch {
    return null
  }
}

export async function fileIsMissing(request: Request, config: SanitizedConfig): Promise<boolean> {
  const route = fileRoute(request, config)
  if (!route || route.upload.disableLocalStorage || !route.upload.staticDir) return false
  const dir = path.resolve(/*turbopackIgnore: true*/ route.upload.staticDir)
  const file = path.resolve(/*turbopackIgnore: true*/ dir, route.filename)
  // Names that leave the directory are Payload's to refuse (400).
  if (!file.startsWith(dir + path.sep)) return false
  return stat(file).then(
    (stats) => !stats.isFile(),
    () => true,
  )
}

/** A file request of a collection whose files are not on local disk (S3). */
export function isStoredFileRequest(request: Request, config: SanitizedConfig): boolean {
  return Boolean(fileRoute(request, config)?.upload.disableLocalStorage)
}
