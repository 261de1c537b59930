/**
 * The Central Bank of Russia's official daily rates (XML_daily.asp): the document for a day lists
 * every currency's rate in rubles per `Nominal` units, windows-1251, with a decimal comma. Its
 * `ValCurs Date` is the day the rates are for: asked for a Sunday or a holiday, it answers the
 * rates set for an earlier day, with that day.
 *
 * The parser is small and strict on purpose (no XML library in the dependencies): anything other
 * than the expected shape is refused with an error, never read as a wrong rate.
 */
import { isDay } from '@/lib/calculator/dates'
import { Decimal, plain } from '@/lib/calculator/money'
import { ExchangeRateError, type ExchangeRateProvider, type PublishedRate } from './types'

export const CBR_DAILY_URL = 'https://www.cbr.ru/scripts/XML_daily.asp'
const DEFAULT_TIMEOUT_MS = 10_000
/** The real document is about 10 KB; anything far larger is not it. */
const MAX_BYTES = 1_000_000

export type CbrConfig = { url: string; timeoutMs?: number }

/** CBR_RATES_URL replaces the address (a test's local server); the query is added here. */
export function cbrConfigFromEnv(env: Record<string, string | undefined> = process.env): CbrConfig {
  const url = env.CBR_RATES_URL?.trim() || CBR_DAILY_URL
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`CBR_RATES_URL is not a URL: ${url}`)
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) throw new Error('CBR_RATES_URL must be an http(s) URL without a query, like https://www.cbr.ru/scripts/XML_daily.asp')
  return { url }
}

// Whole-document shape: an optional declaration, then one ValCurs with attributes and a body.
const DOCUMENT = /^\uFEFF?\s*(?:<\?xml\s+version="1\.0"(?:\s+encoding="([^"<>]*)")?\s*\?>)?\s*<ValCurs((?:\s+[A-Za-z][\w.-]*="[^"<>]*")*)\s*>([\s\S]*)<\/ValCurs>\s*$/
const VALUTE = /<Valute(?:\s+ID="[^"<>]*")?\s*>([\s\S]*?)<\/Valute>/g
const FIELD = /<([A-Za-z]+)>([^<>]*)<\/\1>/g
const NOMINAL = /^[1-9]\d{0,6}$/
const VALUE = /^\d{1,9}(?:,\d{1,10})?$/

const malformed = (what: string) => new ExchangeRateError(`CBR rates: malformed document (${what})`)

/** The document as text (windows-1251 defines every byte; the parser refuses what does not fit). */
export const decodeCbr = (bytes: ArrayBuffer | Uint8Array): string => new TextDecoder('windows-1251').decode(bytes)

/** The CNY rate of a decoded XML_daily document; null when the document lists no CNY. */
export function parseCbrDaily(xml: string): PublishedRate | null {
  const document = DOCUMENT.exec(xml)
  if (!document) throw malformed('no ValCurs element')
  const [, encoding, attributes = '', body = ''] = document
  if (encoding !== undefined && encoding.toLowerCase() !== 'windows-1251') throw malformed(`encoding ${encoding}`)
  const dateText = /\sDate="([^"]*)"/.exec(attributes)?.[1]
  const dayParts = dateText ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(dateText) : null
  const date = dayParts ? `${dayParts[3]}-${dayParts[2]}-${dayParts[1]}` : ''
  if (!isDay(date)) throw malformed(`ValCurs Date ${JSON.stringify(dateText ?? null)}`)

  // Nothing but Valute elements and white space in the body.
  if (body.replace(VALUTE, '').trim()) throw malformed('unexpected content in ValCurs')
  const cny: Array<Record<string, string>> = []
  for (const [, inner = ''] of body.matchAll(VALUTE)) {
    if (inner.replace(FIELD, '').trim()) throw malformed('unexpected content in Valute')
    const fields: Record<string, string> = {}
    for (const [, name = '', text = ''] of inner.matchAll(FIELD)) {
      if (name in fields) throw malformed(`two ${name} in one Valute`)
      fields[name] = text.trim()
    }
    if (!fields.CharCode) throw malformed('Valute without CharCode')
    if (fields.CharCode === 'CNY') cny.push(fields)
  }
  if (cny.length > 1) throw malformed('CNY listed twice')
  const entry = cny[0]
  if (!entry) return null

  const { Nominal: nominalText = '', Value: valueText = '' } = entry
  if (!NOMINAL.test(nominalText)) throw malformed(`CNY Nominal ${JSON.stringify(nominalText)}`)
  if (!VALUE.test(valueText)) throw malformed(`CNY Value ${JSON.stringify(valueText)}`)
  const value = Decimal(valueText.replace(',', '.'))
  const nominal = Decimal(nominalText)
  if (value.lte(0)) throw malformed('CNY Value is zero')
  const rate = value.div(nominal)
  // Nominals are powers of ten, so the division is exact; a rounded rate would not be the published one.
  if (!rate.times(nominal).eq(value)) throw malformed(`CNY Value ${valueText} per ${nominalText} is not an exact decimal`)
  return { date, rubPerUnit: plain(rate) }
}

/** DD/MM/YYYY, the form date_req takes. */
const requestDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

export function createCbrProvider(config: CbrConfig): ExchangeRateProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const host = new URL(config.url).host
  return {
    name: 'cbr',
    async rubPerCny(day) {
      if (!isDay(day)) throw new ExchangeRateError(`CBR rates: not a day: ${day}`)
      let bytes: ArrayBuffer
      try {
        const response = await fetch(`${config.url}?date_req=${requestDay(day)}`, {
          headers: { accept: 'application/xml, text/xml', 'user-agent': 'ddqbt-site (exchange rates)' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) {
          await response.body?.cancel()
          throw new ExchangeRateError(`CBR rates: ${host} answered HTTP ${response.status} for ${day}`)
        }
        bytes = await response.arrayBuffer()
      } catch (error) {
        if (error instanceof ExchangeRateError) throw error
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw new ExchangeRateError(`CBR rates: no answer from ${host} within ${timeoutMs / 1000} s`, { cause: error })
        }
        const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
        throw new ExchangeRateError(`CBR rates: ${host} unreachable (${reason})`, { cause: error })
      }
      if (bytes.byteLength > MAX_BYTES) throw malformed(`${bytes.byteLength} bytes`)
      return parseCbrDaily(decodeCbr(bytes))
    },
  }
}
