/** The CMS login check of the admin's CSV exports (Next API routes outside Payload's own API). */
import type { NextApiRequest, NextApiResponse } from 'next'

import { hasRole, type Role } from '../../../cms/access/roles'
import { staffUserFrom } from './preview'

type StaffUser = NonNullable<Awaited<ReturnType<typeof staffUserFrom>>>

/**
 * The signed-in staff user with one of `roles` (any staff when none are named), or null after
 * answering 401 (not logged in; a stale or malformed cookie too, never a 500) or 403.
 */
export async function staffForExport(req: NextApiRequest, res: NextApiResponse, roles: Role[] = [], forbidden = 'Not for your role'): Promise<StaffUser | null> {
  res.setHeader('Cache-Control', 'no-store')
  const user = await staffUserFrom(req.headers)
  if (!user) {
    res.status(401).json({ message: 'Log in to the admin first' })
    return null
  }
  if (roles.length && !hasRole(user, ...roles)) {
    res.status(403).json({ message: forbidden })
    return null
  }
  return user
}
