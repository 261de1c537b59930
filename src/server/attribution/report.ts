/**
 * The attribution report (issue 17): per day, campaign, source and landing page, the visits
 * (touches), the registrations credited to them (by the last touch, or the first), the page
 * views, top-bar clicks, signups and identified logins made under them (identity events), with
 * the conversion rate. Days follow the report's time zone (REPORT_TIME_ZONE, default China's).
 */
import { z } from 'zod'

import { isStorableText } from '@/lib/text/storable'
import type { Db } from '@/server/db/drizzle'
import { type ReportRowCounts, reportRows } from './repository'

export const REPORT_TIME_ZONE = process.env.REPORT_TIME_ZONE || 'Asia/Shanghai'
export const REPORT_MAX_DAYS = 366
export const MODELS = ['last', 'first'] as const
export type Model = (typeof MODELS)[number]

/** A real calendar day (2025-02-30 is not one) that PostgreSQL's date type takes. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`)
    return value >= '1970-01-01' && value <= '9999-12-31' && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
  })
const filter = (max: number) => z.string().max(max).refine(isStorableText).optional()

export const reportQuerySchema = z
  .object({
    from: day,
    to: day,
    model: z.enum(MODELS).default('last'),
    campaign: filter(100),
    source: filter(100),
    landing: filter(200),
  })
  .refine((query) => query.from <= query.to, { message: 'from is after to' })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < REPORT_MAX_DAYS, { message: 'at most a year' })
export type ReportQuery = z.infer<typeof reportQuerySchema>

/** A row of the report: the counts under one day, campaign, source and landing page (repository.ts), and its conversion. */
export type ReportRow = ReportRowCounts & {
  /** registrations / visits; null without visits (a registration from an earlier day's visit). */
  conversionRate: number | null
}

export type Report = { rows: ReportRow[]; totals: Omit<ReportRow, 'day' | 'campaign' | 'source' | 'landing'>; byDay: Array<{ day: string; visits: number; registrations: number }> }

export const conversionRate = (registrations: number, visits: number) => (visits > 0 ? Math.round((registrations / visits) * 10_000) / 10_000 : null)

/** The report's day (YYYY-MM-DD) of an instant. */
export const reportDay = (date: Date, timeZone = REPORT_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)

/** The default range: the last 30 days up to today in the report's time zone. */
export function defaultRange(now = new Date(), timeZone = REPORT_TIME_ZONE): { from: string; to: string } {
  return { from: reportDay(new Date(now.getTime() - 29 * 86_400_000), timeZone), to: reportDay(now, timeZone) }
}

/** A report query from a URL's parameters (the admin view, the CSV): empty ones left out, the last 30 days by default. */
export function parseReportQuery(params: Record<string, string | string[] | undefined>, now = new Date()) {
  const given = (key: string) => {
    const value = params[key]
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  const range = defaultRange(now)
  return reportQuerySchema.safeParse({
    from: given('from') ?? range.from,
    to: given('to') ?? range.to,
    model: given('model'),
    campaign: given('campaign'),
    source: given('source'),
    landing: given('landing'),
  })
}

export async function attributionReport(db: Db, query: ReportQuery, timeZone = REPORT_TIME_ZONE): Promise<Report> {
  const rows = await reportRows(
    db,
    { from: query.from, to: query.to, model: query.model, campaign: query.campaign || null, source: query.source || null, landing: query.landing || null },
    timeZone,
  )
  const withRates: ReportRow[] = rows.map((row) => ({ ...row, conversionRate: conversionRate(row.registrations, row.visits) }))
  return { rows: withRates, totals: totalsOf(withRates), byDay: byDay(withRates, query.from, query.to) }
}

export function totalsOf(rows: readonly ReportRow[]): Report['totals'] {
  const sum = (key: 'visits' | 'registrations' | 'pageViews' | 'navClicks' | 'signups' | 'logins') => rows.reduce((total, row) => total + row[key], 0)
  const visits = sum('visits')
  const registrations = sum('registrations')
  return {
    visits,
    registrations,
    pageViews: sum('pageViews'),
    navClicks: sum('navClicks'),
    signups: sum('signups'),
    logins: sum('logins'),
    conversionRate: conversionRate(registrations, visits),
  }
}

/** Every day of the range (empty days too), for the chart. */
export function byDay(rows: readonly ReportRow[], from: string, to: string): Report['byDay'] {
  const days = new Map<string, { visits: number; registrations: number }>()
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.set(new Date(at).toISOString().slice(0, 10), { visits: 0, registrations: 0 })
  }
  for (const row of rows) {
    const entry = days.get(row.day)
    if (!entry) continue
    entry.visits += row.visits
    entry.registrations += row.registrations
  }
  return [...days].map(([dayKey, values]) => ({ day: dayKey, ...values }))
}
