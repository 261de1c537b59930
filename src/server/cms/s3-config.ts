/**
 * Where uploads live: an S3-compatible bucket when S3_BUCKET is set (every instance sees the same
 * files), else MEDIA_DIR on this machine's disk. Only the environment is read here, no SDK: the
 * server's start (src/instrumentation.ts) checks it before anything else.
 */
import { checkConfigured, readEnv, type Env } from '@/server/providers/tencent/env'

export type S3Config = {
  bucket: string
  region: string
  /** MinIO or another S3-compatible store; unset for AWS. */
  endpoint?: string
  /** Both or neither: without them the AWS SDK's default chain (instance role, web identity). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
  /** Folder of the bucket the site's files go under ('' = the bucket's root). */
  prefix: string
}

export const S3_DEFAULT_REGION = 'us-east-1'

const TRIGGERS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX']

/**
 * Null when no S3_* variable is set (local disk, as the quick start runs). A partial or malformed
 * configuration throws with the variables' names: it must stop the start, never fall back to a
 * disk the other instances cannot see.
 */
export function s3ConfigFromEnv(env: Env = process.env): S3Config | null {
  if (!checkConfigured(env, 'S3 media storage', TRIGGERS, ['S3_BUCKET'])) return null
  const bucket = readEnv(env, 'S3_BUCKET')!
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
  const region = readEnv(env, 'S3_REGION') ?? S3_DEFAULT_REGION
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(region)) throw new Error('S3_REGION must look like us-east-1')
  const endpoint = readEnv(env, 'S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) throw new Error('S3_ENDPOINT must be an origin such as http://127.0.0.1:9000 or https://s3.example.com')
  const accessKeyId = readEnv(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = readEnv(env, 'S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(`S3 media storage is partially configured: missing ${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} (set both, or neither for the AWS SDK's default credentials)`)
  }
  const pathStyle = readEnv(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase()
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') throw new Error('S3_FORCE_PATH_STYLE must be true or false')
  const prefix = (readEnv(env, 'S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '')
  if ((prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix)) || prefix.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error('S3_PREFIX must be a folder such as site or site/media (letters, digits, . _ - and /)')
  }
  return {
    bucket,
    region,
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: pathStyle === 'true',
    prefix,
  }
}
