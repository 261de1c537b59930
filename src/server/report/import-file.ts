/**
 * Reading an operator's ranking file (`npm run report:import FILE`): CSV with a header row, or a
 * JSON array of row objects. Every row names its snapshot (kind, typeId, period, date), its rank
 * and the kind's fields under the spec's names (catalog.ts); goods and shops may add the seller's
 * country (`sellerCountry`, src/lib/rankings/origin.ts), and every row its name in Chinese and
 * English (`nameZh`, `nameEn`, src/lib/rankings/translated-names.ts). The whole file is checked first:
 * one bad row and nothing is written, and the operator learns every bad row by its line.
 */
import { parse as parseCsv } from 'csv-parse/sync'
import { z } from 'zod'

import { isStorableText } from '@/lib/text/storable'
import { isMainCategoryId, PERIODS, RANKING_KINDS, type Period, type RankingKind, ROW_FIELDS } from '@/lib/rankings/catalog'
import { hasOrigins, SELLER_COUNTRY_FIELD } from '@/lib/rankings/origin'
import { TRANSLATED_NAME_FIELDS } from '@/lib/rankings/translated-names'

/** A snapshot is replaced as a whole on import: one per kind, category, period and date. */
export type SnapshotKey = { kind: RankingKind; typeId: number; period: Period; date: string }
export type RankingRow = { rank: number } & Record<string, string | number | null>
export type Snapshot = SnapshotKey & { rows: RankingRow[] }

export type RowError = { line: number; message: string }
export type ImportResult = { ok: true; snapshots: Snapshot[]; rowCount: number } | { ok: false; errors: RowError[] }

/** Reported per file: enough to fix a systematic mistake without a wall of text. */
const MAX_ERRORS = 50
const MAX_ROWS = 200_000
const MAX_RANK = 1_000

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is empty')
    .max(max, `is longer than ${max} characters`)
    .refine(isStorableText, 'contains a NUL character or a broken Unicode character')

/** A web address, or nothing (a row without a picture). */
const imageUrl = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  text(2000)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'is not an http(s) address')
    .nullable(),
)

/** CSV cells are strings: a blank one is "no value", anything else must be a finite number. */
const number = ({ integer = false, nullable = false, min = 0, max = Infinity } = {}) => {
  let schema = z.number({ error: (issue) => (issue.input === undefined ? 'is missing' : 'is not a number') })
  if (integer) schema = schema.int('is not a whole number')
  schema = min === 0 && max === Infinity ? schema.min(0, 'is negative') : schema.min(min, `is not between ${min} and ${max}`).max(max, `is not between ${min} and ${max}`)
  return z.preprocess((value) => {
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    if (blank) return nullable ? null : undefined
    return typeof value === 'string' ? Number(value.trim()) : value
  }, nullable ? schema.nullable() : schema)
}

const FIELD_SCHEMAS: Record<string, z.ZodType> = {
  goodsId: text(64),
  goodsName: text(500),
  thumbUrl: imageUrl,
  daySales: number({ integer: true }),
  price: number(),
  dayGrowth: number({ nullable: true }),
  typeName: text(200),
  sales: number({ integer: true }),
  gmv: number(),
  keyWord: text(200),
  heat: number({ integer: true }),
  clickHeat: number({ integer: true }),
  mallName: text(200),
  yesterdayGrowth: number({ nullable: true }),
  brandName: text(200),
  brandImgUrl: imageUrl,
}

/** A translated name, or nothing (blank). */
const translatedName = z.preprocess((value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value), text(500).nullable())

/** An ISO 3166 two-letter code in either case (cn, RU), or nothing. */
const sellerCountry = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.string({ error: 'is not a two-letter country code (CN, RU…)' }).regex(/^[A-Z]{2}$/, 'is not a two-letter country code (CN, RU…)').nullable(),
)

const keySchema = z.object({
  kind: z.enum(RANKING_KINDS, { error: `is not one of ${RANKING_KINDS.join(', ')}` }),
  typeId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: 'is missing' }).refine(isMainCategoryId, 'is not one of the 12 main categories'),
  ),
  period: z.enum(PERIODS, { error: `is not one of ${PERIODS.join(', ')}` }),
  date: z.string({ error: 'is missing' }).trim().refine(isCalendarDate, 'is not a date (YYYY-MM-DD)'),
  rank: number({ integer: true, min: 1, max: MAX_RANK }),
})

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

type RawRow = { line: number; values: Record<string, unknown> }

/** Parses and checks a whole file; `name` decides the format (.csv or .json). */
export function readRankingFile(name: string, content: string): ImportResult {
  let raw: RawRow[]
  try {
    raw = /\.json$/i.test(name) ? jsonRows(content) : csvRows(content)
  } catch (error) {
    return { ok: false, errors: [{ line: lineOf(error), message: `The file cannot be read: ${messageOf(error)}` }] }
  }
  if (raw.length === 0) return { ok: false, errors: [{ line: 1, message: 'The file has no rows' }] }
  if (raw.length > MAX_ROWS) return { ok: false, errors: [{ line: 1, message: `The file has more than ${MAX_ROWS} rows: split it` }] }

  const errors: RowError[] = []
  const snapshots = new Map<string, Snapshot & { ranks: Map<number, number> }>()
  for (const { line, values } of raw) {
    const row = checkRow(values)
    if ('error' in row) {
      errors.push({ line, message: row.error })
      continue
    }
    const { key, rank, fields } = row
    const id = `${key.kind}|${key.typeId}|${key.period}|${key.date}`
    let snapshot = snapshots.get(id)
    if (!snapshot) snapshots.set(id, (snapshot = { ...key, rows: [], ranks: new Map() }))
    const firstLine = snapshot.ranks.get(rank)
    if (firstLine !== undefined) {
      errors.push({ line, message: `rank ${rank} of ${id} is already on line ${firstLine}` })
      continue
    }
    snapshot.ranks.set(rank, line)
    snapshot.rows.push({ rank, ...fields })
  }
  if (errors.length) return { ok: false, errors: errors.slice(0, MAX_ERRORS) }
  return {
    ok: true,
    rowCount: raw.length,
    snapshots: [...snapshots.values()].map(({ ranks: _ranks, ...snapshot }) => ({
      ...snapshot,
      rows: snapshot.rows.sort((a, b) => a.rank - b.rank),
    })),
  }
}

function checkRow(values: Record<string, unknown>): { key: SnapshotKey; rank: number; fields: Record<string, string | number | null> } | { error: string } {
  const key = keySchema.safeParse(values)
  if (!key.success) return { error: describe(key.error) }
  const { rank, ...snapshotKey } = key.data
  const fields: Record<string, string | number | null> = {}
  const problems: string[] = []
  for (const field of ROW_FIELDS[snapshotKey.kind]) {
    const parsed = (FIELD_SCHEMAS[field] as z.ZodType).safeParse(values[field])
    if (parsed.success) fields[field] = parsed.data as string | number | null
    else problems.push(`${field} ${parsed.error.issues[0]?.message ?? 'is not valid'}`)
  }
  // Goods and shops may say where their seller is (the cross-border filters); blank: unknown.
  if (hasOrigins(snapshotKey.kind as RankingKind)) {
    const country = sellerCountry.safeParse(values[SELLER_COUNTRY_FIELD])
    if (!country.success) problems.push(`${SELLER_COUNTRY_FIELD} ${country.error.issues[0]?.message ?? 'is not valid'}`)
    else if (country.data) fields[SELLER_COUNTRY_FIELD] = country.data
  }
  for (const field of Object.values(TRANSLATED_NAME_FIELDS)) {
    const name = translatedName.safeParse(values[field])
    if (!name.success) problems.push(`${field} ${name.error.issues[0]?.message ?? 'is not valid'}`)
    else if (name.data) fields[field] = name.data as string
  }
  if (problems.length) return { error: problems.join('; ') }
  return { key: snapshotKey as SnapshotKey, rank: rank as number, fields }
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'row'} ${issue.message}`).join('; ')
}

function csvRows(content: string): RawRow[] {
  const records = parseCsv(content, { columns: true, bom: true, skip_empty_lines: true, info: true, relax_column_count_less: true }) as Array<{
    record: Record<string, string>
    info: { lines: number }
  }>
  return records.map(({ record, info }) => ({ line: info.lines, values: record }))
}

/** A JSON array of objects; a row's "line" is where its object starts in the file. */
function jsonRows(content: string): RawRow[] {
  const parsed: unknown = JSON.parse(content)
  if (!Array.isArray(parsed)) throw new Error('a JSON file must hold an array of rows')
  const starts = objectStartLines(content)
  return parsed.map((values, index) => {
    if (values === null || typeof values !== 'object' || Array.isArray(values)) throw Object.assign(new Error(`row ${index + 1} is not an object`), { line: starts[index] ?? 1 })
    return { line: starts[index] ?? index + 1, values: values as Record<string, unknown> }
  })
}

/** Lines on which the top-level array's objects start (strings skipped, so braces in text do not count). */
function objectStartLines(content: string): number[] {
  const lines: number[] = []
  let line = 1
  let depth = 0
  let inString = false
  for (let i = 0; i < content.length; i++) {
    const char = content[i]
    if (char === '\n') line++
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') inString = true
    else if (char === '{' || char === '[') {
      if (char === '{' && depth === 1) lines.push(line)
      depth++
    } else if (char === '}' || char === ']') depth--
  }
  return lines
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function lineOf(error: unknown): number {
  const line = (error as { line?: unknown; lines?: unknown }).line ?? (error as { lines?: unknown }).lines
  return typeof line === 'number' && line > 0 ? line : 1
}
