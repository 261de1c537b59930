/**
 * CSV for spreadsheets (RFC 4180: quoted when needed, quotes doubled, CRLF lines), with a byte
 * order mark so Excel reads UTF-8 (Chinese and Cyrillic names), and formula injection defused:
 * a cell a seller typed that starts with = + - @ (or a tab or CR) gets a leading apostrophe, except
 * a phone number in E.164 (+79161234567: a plus and digits only compute nothing).
 */
const FORMULA = /^[=+\-@\t\r]/
const E164 = /^\+\d{7,15}$/

/** An exact decimal written as a number (a negative one too: not taken for a formula). */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(?:\.\d+)?$/.test(text)) throw new Error(`not a decimal: ${text}`)
  }
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof CsvNumber) return value.text
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (typeof value === 'string' && FORMULA.test(text) && !E164.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
