/**
 * The uploads of `media` and `seller-uploads` in an S3-compatible bucket when S3_BUCKET is set
 * (Payload's official adapter, @payloadcms/storage-s3), else on disk under MEDIA_DIR as before.
 * docs/decisions/0013-s3-media.md.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3ConfigFromEnv, type S3Config } from '@/server/cms/s3-config'
import type { Env } from '@/server/providers/tencent/env'

/** The bucket mirrors MEDIA_DIR's layout, so moving to it is one copy of that folder (docs/operations.md). */
export function objectPrefixes(prefix: string): { media: string; 'seller-uploads': string } {
  return { media: prefix, 'seller-uploads': prefix ? `${prefix}/seller-uploads` : 'seller-uploads' }
}

export function mediaStorage(env: Env = process.env): Plugin {
  const s3: S3Config | null = s3ConfigFromEnv(env)
  const prefixes = objectPrefixes(s3?.prefix ?? '')
  return s3Storage({
    // Off without S3_BUCKET, but its fields (prefix, _objectKey) stay: one schema, one set of migrations.
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    // The key is the collection's folder + the document's prefix (left empty) + the file name: no
    // row records where its file is (S3_PREFIX alone says), and URLs carry no ?prefix=.
    useCompositePrefixes: true,
    collections: { media: { prefix: prefixes.media }, 'seller-uploads': { prefix: prefixes['seller-uploads'] } },
    bucket: s3?.bucket ?? '',
    config: {
      region: s3?.region,
      endpoint: s3?.endpoint,
      forcePathStyle: s3?.forcePathStyle,
      credentials: s3?.credentials,
      // Checksums only where S3 requires them: MinIO and other S3-compatible stores refuse or
      // mis-sign the SDK's default CRC32 trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK waits forever by default: a store that stops answering fails the request instead
      // (the adapter's own keep-alive agents, which this replaces, kept).
      requestHandler: {
        connectionTimeout: 5_000,
        socketTimeout: 30_000,
        httpAgent: { keepAlive: true, maxSockets: 100 },
        httpsAgent: { keepAlive: true, maxSockets: 100 },
      },
    },
    // Files are served through Payload's route (/cms-api/<collection>/file/<name>), which applies
    // the collection's read access: seller uploads stay private. No public ACL, no signed URLs.
  })
}
