import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Staff roles in the CMS. Sellers are not CMS users. */
export const ROLES = ['admin', 'editor', 'marketer'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user']

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  const userRoles = (user as { roles?: Role[] } | null | undefined)?.roles ?? []
  return userRoles.some((role) => roles.includes(role))
}

export const anyone: Access = () => true
export const authenticated: Access = ({ req }) => Boolean(req.user)
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminOrEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const isAdminOrMarketer: Access = ({ req }) => hasRole(req.user, 'admin', 'marketer')
/**
 * Hide a field from a role with field access like this one, never with an afterRead hook that
 * masks the value: Payload refuses `where`, `sort` and search on a field only when the role may
 * not read it, so a masked but readable field can be rebuilt one query at a time.
 */
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
/** A field only signed-in staff read (left out of the public API). */
export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

/** Admins see every account; other staff see only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/** Staff see drafts; the public (no CMS user) only sees published documents. */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Staff see every QA entry; the public only what moderation approved. */
export const approvedOrStaff: Access = ({ req }) => (req.user ? true : { status: { equals: 'approved' } })

/** Any signed-in CMS staff member (sellers are never CMS users). */
export const isStaff: Access = ({ req }) => Boolean(req.user)
/** Records only the site's own services write (sessions, codes, credentials). */
export const nobody: Access = () => false
