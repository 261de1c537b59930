/** PostgreSQL's `integer` (ids, activity ids): a larger number cannot exist and must not reach a query. */
export const PG_INT_MAX = 2_147_483_647

/** A whole number from 1 to PG_INT_MAX: a value an integer id column can hold. */
export function isPgId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= PG_INT_MAX
}
