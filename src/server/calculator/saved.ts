/**
 * A signed-in seller's saved calculations (/calculator → "Save"; compared on /account). Every
 * statement is scoped to the session's seller: no one else can list, read, replace or delete
 * them. A calculation is kept as its written-out query with the tariff day pinned
 * (src/lib/calculator/saved.ts); the list re-computes each with the tariffs and rate in force on
 * its day, as the calculator opened on that day does (a correction published for the day applies). At most
 * MAX_SAVED_CALCULATIONS per seller, counted under a per-seller lock, so a burst cannot pass it;
 * saving under a name the seller already used replaces that calculation.
 */
import { and, count, desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { z } from 'zod'

import { moscowDay } from '@/lib/calculator/dates'
import { DATE_KEY } from '@/lib/calculator/url-state'
import { readInput } from '@/lib/calculator/input'
import { MAX_SAVED_CALCULATIONS, savedDate, savedInput, savedQuery } from '@/lib/calculator/saved'
import { summarize } from '@/lib/calculator/summary'
import type { ExchangeRate, Tariffs } from '@/lib/calculator/types'
import { saved_calculations } from '@/payload-generated-schema'
import type { Db } from '@/server/db/drizzle'
import { ok, type SellerContext } from '@/server/http/context'
import { fail } from '@/server/platform/errors'

import type * as schemas from './schemas'
import { rateOn, tariffsOn } from './tariffs'

type Input<S extends z.ZodType> = z.output<S>

const columns = { id: saved_calculations.id, name: saved_calculations.name, query: saved_calculations.query, updatedAt: saved_calculations.updatedAt }
type SavedRow = { id: number; name: string; query: string; updatedAt: string }

async function savedOf(db: Db, sellerId: number): Promise<SavedRow[]> {
  return db.select(columns).from(saved_calculations).where(eq(saved_calculations.seller, sellerId)).orderBy(desc(saved_calculations.updatedAt), desc(saved_calculations.id))
}

/** The tariffs and rate of each day, read once per request however many calculations share it. */
function dayReader(ctx: SellerContext) {
  const days = new Map<string, Promise<{ tariffs: Tariffs | null; rate: ExchangeRate | null }>>()
  return (date: string) => {
    let found = days.get(date)
    if (!found) {
      found = Promise.all([tariffsOn(ctx.payload, date, ctx.locale), rateOn(ctx.payload, date)]).then(([tariffs, rate]) => ({ tariffs, rate }))
      days.set(date, found)
    }
    return found
  }
}

export async function listSaved(ctx: SellerContext) {
  const rows = await savedOf(ctx.db, ctx.session.seller.id)
  const dayOf = dayReader(ctx)
  const list = await Promise.all(
    rows.map(async (row) => {
      const date = savedDate(row.query)
      const day = date ? await dayOf(date) : { tariffs: null, rate: null }
      return { id: row.id, name: row.name, query: row.query, savedAt: new Date(row.updatedAt).toISOString(), summary: summarize(row.query, day.tariffs, day.rate) }
    }),
  )
  return ok({ data: { list, max: MAX_SAVED_CALCULATIONS } })
}

export async function saveCalculation(ctx: SellerContext, input: Input<typeof schemas.saveCalculationSchema>) {
  const sellerId = ctx.session.seller.id
  // Kept with its day: today's tariffs when the page calculated with them; a day the calculator
  // does not take is refused, not replaced by today.
  if (new URLSearchParams(input.query).has(DATE_KEY) && !savedDate(input.query)) throw fail('calculationInvalid')
  const date = savedDate(input.query) ?? moscowDay(ctx.now)
  const [tariffs, rate] = await Promise.all([tariffsOn(ctx.payload, date, ctx.locale), rateOn(ctx.payload, date)])
  if (!tariffs || !rate) throw fail('calculationNoTariffs')
  const raw = savedInput(input.query, tariffs)
  // What the page would refuse is not saved either (it would only show as "invalid" later).
  if (!readInput(raw, tariffs).ok) throw fail('calculationInvalid')
  const query = savedQuery(raw, date)
  const saved = await ctx.db.transaction(async (tx) => {
    // One seller's saves one at a time: the count below is then the count the insert sees.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('saved-calculations'), ${sellerId})`)
    const [counted] = await tx
      .select({ total: count(), sameName: sql<boolean>`coalesce(bool_or(${saved_calculations.name} = ${input.name}), false)` })
      .from(saved_calculations)
      .where(eq(saved_calculations.seller, sellerId))
    const replacing = counted?.sameName === true
    if (!replacing && (counted?.total ?? 0) >= MAX_SAVED_CALCULATIONS) return null
    const [row] = await tx
      .insert(saved_calculations)
      .values({ seller: sellerId, name: input.name, query, updatedAt: sql`now()`, createdAt: sql`now()` })
      .onConflictDoUpdate({ target: [saved_calculations.seller, saved_calculations.name], set: { query, updatedAt: sql`now()` } })
      .returning(columns)
    return row ? { row, replacing } : null
  })
  if (!saved) throw fail('calculationLimit', { max: MAX_SAVED_CALCULATIONS })
  const { row, replacing } = saved
  return ok({ data: { id: row.id, name: row.name, query: row.query, savedAt: new Date(row.updatedAt).toISOString() } }, replacing ? 'calculationReplaced' : 'calculationSaved')
}

export async function deleteSaved(ctx: SellerContext, input: Input<typeof schemas.deleteCalculationSchema>) {
  const result = await ctx.db.delete(saved_calculations).where(and(eq(saved_calculations.id, input.id), eq(saved_calculations.seller, ctx.session.seller.id)))
  if (!result.rowCount) throw fail('calculationNotFound')
  return ok({}, 'calculationDeleted')
}
