/**
 * The lottery's clock: every time on the lottery pages is shown in the sellers' calendar zone
 * (China's), labelled with its UTC offset, the same on the server and in any browser (no
 * hydration change, no unlabelled local time). The server's day keys default to the same zone.
 */
export const LOTTERY_DEFAULT_TIME_ZONE = 'Asia/Shanghai'

const formats = new Map<string, Intl.DateTimeFormat>()
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    formats.set(timeZone, format)
  }
  return format
}

/** 'UTC+8', 'UTC+5:30', 'UTC-3', 'UTC+0': the zone's offset at that instant. */
function offsetLabel(date: Date, parts: Record<string, number>): string {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  const minutes = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
  const abs = Math.abs(minutes)
  const rest = abs % 60
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/** 'YYYY-MM-DD HH:mm (UTC+8)' in `timeZone`; '' for no or an invalid time. */
export function formatLotteryTime(iso: string | null | undefined, timeZone: string = LOTTERY_DEFAULT_TIME_ZONE): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  const parts: Record<string, number> = {}
  for (const part of formatIn(timeZone).formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)} ${pad(parts.hour)}:${pad(parts.minute)} (${offsetLabel(date, parts)})`
}
