import type { Payload } from 'payload'

import type { Role } from '@cms/access/roles'

/**
 * A fresh CMS staff account of one role, ready to pass as `user` to the local API. The generated
 * address contains dashes; the seed's admin does not (tests/int/cms.test.ts relies on that).
 */
export async function createStaff(payload: Payload, role: Role) {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@test.local`, password: 'Staff-pass-123', roles: [role] },
  })
  return { ...user, collection: 'users' as const }
}
