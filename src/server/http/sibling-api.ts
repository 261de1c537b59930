/**
 * The API bases of spec section 7 that this site does not serve (the spec was written for a family of
 * products sharing one client): the promotion API `/api/{product}-promote/promote/v1` and a report
 * API such as `/api/shopee-report-service/pro`. The catch-all of /api (src/pages/api/[[...path]].ts)
 * answers them with a JSON 404 that says where this site's API is, instead of a bare "no such
 * endpoint". Matched on the first segment after /api, at any depth below it.
 */
import type { ErrorName } from '@/server/platform/errors'

/** This site's product, as it names its own services (`/api/ozon-report-service/v1`). */
export const SITE_PRODUCT = 'ozon'

/** Where this site's calls are (tests/unit/sibling-api.test.ts checks them against the route tables). */
export const SITE_API = { userApi: '/api/ram/ddqbt/v1', reportApi: '/api/ozon-report-service/v1' } as const

type Answer = { error: ErrorName; params: Record<string, string> }

// A product's name as the bases spell it; anything else is just an unknown path.
const SERVICE = /^\/api\/([a-z0-9]{1,32})-(promote|report-service)(?:\/|$)/i

/** The 404 for a path under another product's base, or under this site's unused promotion base; else null. */
export function siblingApiAnswer(pathname: string): Answer | null {
  const match = SERVICE.exec(pathname)
  if (!match) return null
  const product = match[1]!.toLowerCase()
  const service = match[2]!.toLowerCase()
  if (product !== SITE_PRODUCT) return { error: 'siblingApi', params: { product, ...SITE_API } }
  // No call of the spec is listed under this site's own promotion base: the promotion calls it
  // names (promote type, category list, product and policy) are in the user service.
  if (service === 'promote') return { error: 'promoteApiElsewhere', params: { ...SITE_API } }
  // `/api/ozon-report-service/<other version>`: an unknown path of this site's own service.
  return null
}
