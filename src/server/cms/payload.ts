import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (getPayload caches it for pages and admin alike). */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
