/** Date helpers for values the API sends as "YYYY-MM-DD HH:mm:ss" (device local time). */

type DateInput = Date | string | number | null | undefined

// Safari cannot parse "YYYY-MM-DD HH:mm:ss"; the ISO "T" form without an offset is local time,
// and a bare date would be read as UTC, so give it a midnight time.
function toIsoLocal(text: string): string {
  const trimmed = text.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return `${trimmed}T00:00:00`
  return /^\d{4}-\d{2}-\d{2} \d/.test(trimmed) ? trimmed.replace(' ', 'T') : trimmed
}

/** A Date, or null when missing or unparseable. "YYYY-MM-DD HH:mm:ss" is read as local time. */
export function parseDateTime(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(typeof value === 'string' ? toIsoLocal(value) : value)
  return Number.isNaN(date.getTime()) ? null : date
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD HH:mm:ss' in local time; '' when the input is not a date. */
export function formatDateTime(value: DateInput): string {
  const date = parseDateTime(value)
  if (!date) return ''
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/**
 * When a ranking was updated, as "2026-11-27 06:00" in the reader's market time: Moscow on Russian
 * pages, Beijing elsewhere (fixed zones, so the server's and the browser's text agree), with the
 * zone's name for the caller to label. '' when `iso` is not a date.
 */
export function formatUpdateTime(iso: string | null | undefined, locale: string): { text: string; zone: 'moscow' | 'beijing' } {
  const zone = locale === 'ru' ? 'moscow' : 'beijing'
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return { text: '', zone }
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone === 'moscow' ? 'Europe/Moscow' : 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { text: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`, zone }
}

/** A day written in full in the reader's language ("November 27, 2026", "2026年11月27日"). */
export function formatLongDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, { dateStyle: 'long' }).format(date)
}
