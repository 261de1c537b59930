/**
 * The calculator's CNY rate from the provider (src/server/providers/exchange-rates): a Payload
 * task on a schedule, queued and run only by the instance that holds the jobs lease
 * (src/server/cms/jobs-runner.ts), stores the Central Bank of Russia's rate of the day in
 * `exchange-rates`. A rate staff entered for that day stays; a failed fetch keeps the last rate,
 * which the page flags once it is older than STALE_RATE_DAYS (tariffs.ts).
 */
import type { Payload, TaskConfig } from 'payload'

import { moscowDay } from '@/lib/calculator/dates'
import { Decimal } from '@/lib/calculator/money'
import { exchangeRateProviderFromEnv } from '@/server/providers/exchange-rates'
import type { ExchangeRateProvider, PublishedRate } from '@/server/providers/exchange-rates/types'

export type RefreshResult =
  | ({ outcome: 'created' | 'updated' | 'unchanged' | 'manual-kept' } & PublishedRate)
  /** The provider had nothing to add (the local one). */
  | { outcome: 'nothing' }
  | { outcome: 'failed'; error: string }

type StoredOutcome = Extract<RefreshResult, { date: string }>['outcome']

const findByKey = async (payload: Payload, key: string) =>
  (await payload.find({ collection: 'exchange-rates', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false, overrideAccess: true })).docs[0]

/** Creates or updates the day's row (key CNY:<date>), leaving a manual one alone. */
async function store(payload: Payload, rate: PublishedRate, retry = true): Promise<StoredOutcome> {
  const rubPerUnit = Number(rate.rubPerUnit)
  // The column is numeric, the field a JS number: refuse a rate a number cannot carry exactly.
  if (!Decimal(String(rubPerUnit)).eq(rate.rubPerUnit)) throw new Error(`rate ${rate.rubPerUnit} is not exact as a number`)
  const existing = await findByKey(payload, `CNY:${rate.date}`)
  if (existing?.source === 'manual') return 'manual-kept'
  if (existing?.source === 'cbr' && Decimal(String(existing.rubPerUnit)).eq(rate.rubPerUnit)) return 'unchanged'
  if (existing) {
    // A seed (demo) rate, or the CBR's own corrected: the published rate replaces it.
    await payload.update({ collection: 'exchange-rates', id: existing.id, data: { rubPerUnit, source: 'cbr' }, depth: 0, overrideAccess: true })
    return 'updated'
  }
  try {
    // Noon UTC, as the seed and the admin's day picker store a day.
    await payload.create({ collection: 'exchange-rates', data: { date: `${rate.date}T12:00:00.000Z`, currency: 'CNY', rubPerUnit, source: 'cbr' }, depth: 0, overrideAccess: true })
    return 'created'
  } catch (error) {
    // Someone stored the day between our read and write (the unique key refused ours): decide again.
    if (retry && (await findByKey(payload, `CNY:${rate.date}`))) return store(payload, rate, false)
    throw error
  }
}

/**
 * Asks the provider for `today`'s rate (YYYY-MM-DD, Moscow) and stores it under the day the
 * provider says it is for. Idempotent. Never throws: a failure is logged once and the stored
 * rates stay as they were.
 */
export async function refreshRates(payload: Payload, provider: ExchangeRateProvider, today: string): Promise<RefreshResult> {
  try {
    const rate = await provider.rubPerCny(today)
    if (!rate) return { outcome: 'nothing' }
    return { outcome: await store(payload, rate), ...rate }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.error({ err: error, provider: provider.name, day: today }, `exchange rates: refresh failed, the last stored rate stays in use: ${message}`)
    return { outcome: 'failed', error: message }
  }
}

/**
 * The scheduled task (payload.config.ts `jobs.tasks`). Every three hours at :05: Payload reads the
 * cron in the process's time zone (UTC in the containers) and takes no other, so a fixed "12:05
 * Moscow" would move with the host; every three hours a new Moscow day's rate (the CBR sets it the
 * business day before) is stored within three hours of midnight in Moscow whatever the host's
 * zone, and a failed fetch is tried again three hours later rather than the next day. A run that
 * finds the rate stored writes nothing. With the local provider the task does nothing.
 */
export const refreshExchangeRatesTask: TaskConfig<{ input: object; output: RefreshResult | { outcome: 'local' } }> = {
  slug: 'refreshExchangeRates',
  label: 'Exchange rates (Central Bank of Russia)',
  schedule: [{ cron: '0 5 */3 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const provider = exchangeRateProviderFromEnv()
    if (provider.name === 'local') return { output: { outcome: 'local' } }
    const result = await refreshRates(req.payload, provider, moscowDay())
    if (result.outcome !== 'failed') req.payload.logger.info({ msg: 'exchange rates', ...result })
    return { output: result }
  },
}
