import { rm } from 'node:fs/promises'
import path from 'node:path'

import S3rver from '@20minutes/s3rver'
import { S3 } from '@aws-sdk/client-s3'

import { portOpen } from './server'

/** The keys s3rver accepts (its built-in account); any S3-compatible store with these works too. */
const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type RunningS3 = {
  bucket: string
  /** The app's S3_* variables for this store (src/server/cms/s3-config.ts). */
  env: Record<string, string>
  /** A client of the store, configured as the app's. */
  client: S3
  stop: () => Promise<void>
}

/**
 * A local S3-compatible server (npm @20minutes/s3rver, in this process) on `port` with one empty
 * bucket; its files under .tmp, removed when stopped. Real HTTP and SigV4 signatures, no mock.
 */
export async function startS3(port: number, bucket: string): Promise<RunningS3> {
  if (await portOpen(port)) throw new Error(`port ${port} is already in use: stop the server listening there`)
  const directory = path.resolve('.tmp', `s3rver-${process.pid}-${port}`)
  await rm(directory, { recursive: true, force: true })
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, resetOnClose: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  let stopped = false
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: ACCESS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return {
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: ACCESS.accessKeyId, S3_SECRET_ACCESS_KEY: ACCESS.secretAccessKey },
    client,
    stop: async () => {
      if (stopped) return
      stopped = true
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
