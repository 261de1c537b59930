import type { FieldHook } from 'payload'

/** A document published without a date gets "now", so lists sort it first. */
export const setPublishedAt: FieldHook = ({ siblingData, value }) => {
  if (siblingData?._status === 'published' && !value) return new Date().toISOString()
  return value
}
