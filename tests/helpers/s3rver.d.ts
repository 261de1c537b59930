/** The part of @20minutes/s3rver (no types of its own) that tests/helpers/s3.ts uses. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  type Options = { address?: string; port?: number; silent?: boolean; directory?: string; resetOnClose?: boolean; configureBuckets?: { name: string }[] }
  export default class S3rver {
    constructor(options?: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
