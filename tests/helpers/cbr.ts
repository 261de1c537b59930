/**
 * A stand-in for the Central Bank of Russia's XML_daily.asp: documents shaped like the real one
 * (windows-1251 bytes, Cyrillic names, decimal commas, VunitRate) and a local HTTP server that
 * answers them, for CBR_RATES_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { Decimal, plain } from '@/lib/calculator/money'

/** windows-1251 for ASCII and Russian letters, the only characters the documents hold. */
export function win1251(text: string): Buffer {
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code < 0x80) bytes.push(code)
    else if (code >= 0x410 && code <= 0x44f) bytes.push(code - 0x410 + 0xc0)
    else if (code === 0x401) bytes.push(0xa8)
    else if (code === 0x451) bytes.push(0xb8)
    else throw new Error(`not in the test encoder: ${char}`)
  }
  return Buffer.from(bytes)
}

export type Valute = { id: string; numCode: string; charCode: string; nominal: string; name: string; value: string }

export const CNY = (nominal: string, value: string): Valute => ({ id: 'R01375', numCode: '156', charCode: 'CNY', nominal, name: 'Китайский юань', value })

/** Other rates of a real day's document, around the yuan. */
const OTHERS: Valute[] = [
  { id: 'R01010', numCode: '036', charCode: 'AUD', nominal: '1', name: 'Австралийский доллар', value: '52,4315' },
  { id: 'R01200', numCode: '344', charCode: 'HKD', nominal: '10', name: 'Гонконгских долларов', value: '103,8125' },
  { id: 'R01235', numCode: '840', charCode: 'USD', nominal: '1', name: 'Доллар США', value: '80,7140' },
  { id: 'R01239', numCode: '978', charCode: 'EUR', nominal: '1', name: 'Евро', value: '93,4127' },
  { id: 'R01335', numCode: '398', charCode: 'KZT', nominal: '100', name: 'Тенге', value: '15,3452' },
  { id: 'R01820', numCode: '392', charCode: 'JPY', nominal: '100', name: 'Японских иен', value: '51,6870' },
]

/** VunitRate as the CBR writes it: Value / Nominal with a decimal comma. */
const unitRate = (valute: Valute) => plain(Decimal(valute.value.replace(',', '.')).div(valute.nominal)).replace('.', ',')

/** The document for `date` (DD.MM.YYYY) as text; `cny` null leaves the yuan out. */
export function cbrDocument(date: string, cny: Valute | null): string {
  const valutes = cny ? [OTHERS[0]!, OTHERS[1]!, OTHERS[2]!, OTHERS[3]!, OTHERS[4]!, cny, OTHERS[5]!] : OTHERS
  const entries = valutes.map(
    (v) =>
      `<Valute ID="${v.id}"><NumCode>${v.numCode}</NumCode><CharCode>${v.charCode}</CharCode><Nominal>${v.nominal}</Nominal><Name>${v.name}</Name><Value>${v.value}</Value><VunitRate>${unitRate(v)}</VunitRate></Valute>`,
  )
  return `<?xml version="1.0" encoding="windows-1251"?><ValCurs Date="${date}" name="Foreign Currency Market">${entries.join('')}</ValCurs>`
}

/** The same document as the bytes the CBR sends. */
export const cbrBytes = (date: string, cny: Valute | null) => win1251(cbrDocument(date, cny))

export type CbrAnswer = { status: number; body: Buffer } | 'silent'

/** A local server answering every request with what `answer` says; `requests` are the paths asked for. */
export async function startCbrServer(answer: (path: string) => CbrAnswer) {
  const requests: string[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '')
    const reply = answer(req.url ?? '')
    if (reply === 'silent') return
    res.writeHead(reply.status, { 'content-type': 'application/xml; charset=windows-1251' })
    res.end(reply.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/scripts/XML_daily.asp`,
    requests,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
