/** S3_* variables (src/server/cms/s3-config.ts): unset is disk, partial or malformed stops the start. */
import { describe, expect, it } from 'vitest'

import { objectPrefixes } from '@/server/cms/media-storage'
import { s3ConfigFromEnv } from '@/server/cms/s3-config'

const minio = { S3_BUCKET: 'ddqbt-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret', S3_FORCE_PATH_STYLE: 'true' }

describe('S3 media configuration', () => {
  it('is off without any S3_* variable (blank counts as unset): media stay on disk', () => {
    expect(s3ConfigFromEnv({})).toBeNull()
    expect(s3ConfigFromEnv({ S3_BUCKET: ' ', S3_REGION: '' })).toBeNull()
  })

  it('reads a MinIO store, region defaulting to us-east-1', () => {
    expect(s3ConfigFromEnv({ ...minio, S3_PREFIX: '/site/' })).toEqual({
      bucket: 'ddqbt-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'site',
    })
  })

  it("takes AWS's default credentials when neither key is set", () => {
    expect(s3ConfigFromEnv({ S3_BUCKET: 'ddqbt-media', S3_REGION: 'ap-east-1' })).toEqual({ bucket: 'ddqbt-media', region: 'ap-east-1', forcePathStyle: false, prefix: '' })
  })

  it('refuses a partial configuration, naming what is missing', () => {
    expect(() => s3ConfigFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/partially configured: missing S3_BUCKET/)
    expect(() => s3ConfigFromEnv({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toThrow(/missing S3_SECRET_ACCESS_KEY/)
    expect(() => s3ConfigFromEnv({ ...minio, S3_ACCESS_KEY_ID: '' })).toThrow(/missing S3_ACCESS_KEY_ID/)
  })

  it('refuses malformed values', () => {
    expect(() => s3ConfigFromEnv({ ...minio, S3_BUCKET: 'My_Bucket' })).toThrow(/S3_BUCKET/)
    expect(() => s3ConfigFromEnv({ ...minio, S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => s3ConfigFromEnv({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
    expect(() => s3ConfigFromEnv({ ...minio, S3_REGION: 'US East' })).toThrow(/S3_REGION/)
    expect(() => s3ConfigFromEnv({ ...minio, S3_PREFIX: 'site/../other' })).toThrow(/S3_PREFIX/)
  })

  it("keeps MEDIA_DIR's layout in the bucket: seller uploads in their own folder", () => {
    expect(objectPrefixes('')).toEqual({ media: '', 'seller-uploads': 'seller-uploads' })
    expect(objectPrefixes('site')).toEqual({ media: 'site', 'seller-uploads': 'site/seller-uploads' })
  })
})
