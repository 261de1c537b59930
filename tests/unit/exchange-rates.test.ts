/**
 * Exchange-rate providers: the Central Bank of Russia's daily XML read strictly (windows-1251,
 * decimal comma, rate per Nominal units, the day the document says), the provider over real HTTP
 * against a local server standing in for cbr.ru, and the choice by EXCHANGE_RATES_PROVIDER.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cbrConfigFromEnv, createCbrProvider, decodeCbr, parseCbrDaily } from '@/server/providers/exchange-rates/cbr'
import { exchangeRateProviderFromEnv } from '@/server/providers/exchange-rates'
import { ExchangeRateError } from '@/server/providers/exchange-rates/types'
import { checkProvidersAtStartup } from '@/server/providers/startup-check'
import { cbrBytes, cbrDocument, type CbrAnswer, CNY, startCbrServer, win1251 } from '../helpers/cbr'

const parse = (bytes: Buffer) => parseCbrDaily(decodeCbr(bytes))

describe('the CBR daily document', () => {
  it('is read from windows-1251 bytes: the names come back in Cyrillic', () => {
    const bytes = cbrBytes('28.11.2026', CNY('1', '11,2345'))
    expect(bytes.includes(Buffer.from('Китайский', 'utf8'))).toBe(false)
    expect(bytes.includes(Buffer.from([0xca, 0xe8, 0xf2, 0xe0, 0xe9]))).toBe(true) // "Китай" in windows-1251
    expect(decodeCbr(bytes)).toContain('<Name>Китайский юань</Name>')
  })

  it('gives the yuan rate exactly as published, for the day the document is for', () => {
    expect(parse(cbrBytes('28.11.2026', CNY('1', '11,2345')))).toEqual({ date: '2026-11-28', rubPerUnit: '11.2345' })
    expect(parse(cbrBytes('01.03.2026', CNY('1', '10,9')))).toEqual({ date: '2026-03-01', rubPerUnit: '10.9' })
    expect(parse(cbrBytes('01.03.2026', CNY('1', '11')))).toEqual({ date: '2026-03-01', rubPerUnit: '11' })
  })

  it('divides a rate published per 10 (or more) yuan exactly', () => {
    // Until 2022 the CBR quoted 10 yuan: 112,3456 rubles for 10.
    expect(parse(cbrBytes('15.06.2021', CNY('10', '112,3456')))).toEqual({ date: '2021-06-15', rubPerUnit: '11.23456' })
    expect(parse(cbrBytes('15.06.2021', CNY('100', '1123,4567')))).toEqual({ date: '2021-06-15', rubPerUnit: '11.234567' })
  })

  it('without the yuan is null', () => {
    expect(parse(cbrBytes('28.11.2026', null))).toBeNull()
    expect(parseCbrDaily('<?xml version="1.0" encoding="windows-1251"?><ValCurs Date="28.11.2026" name="Foreign Currency Market"></ValCurs>')).toBeNull()
  })

  it('refuses anything else, naming what is wrong', () => {
    const good = cbrDocument('28.11.2026', CNY('1', '11,2345'))
    const bad: Array<[string, RegExp]> = [
      ['Error in parameters', /no ValCurs/],
      ['', /no ValCurs/],
      [good.slice(0, -20), /no ValCurs/],
      [good.replace('Date="28.11.2026"', 'Date="2026-11-28"'), /ValCurs Date "2026-11-28"/],
      [good.replace('Date="28.11.2026"', 'Date="31.02.2026"'), /ValCurs Date/],
      [good.replace(' Date="28.11.2026"', ''), /ValCurs Date null/],
      [good.replace('encoding="windows-1251"', 'encoding="utf-8"'), /encoding utf-8/],
      [good.replace('<Value>11,2345</Value>', '<Value>11.2345</Value>'), /CNY Value "11\.2345"/],
      [good.replace('<Value>11,2345</Value>', '<Value></Value>'), /CNY Value ""/],
      [good.replace('<Value>11,2345</Value>', '<Value>-11,2345</Value>'), /CNY Value/],
      [good.replace('<Value>11,2345</Value>', '<Value>0,0000</Value>'), /zero/],
      [good.replace('<Value>11,2345</Value>', ''), /CNY Value ""/],
      [good.replace('<Nominal>1</Nominal><Name>Кит', '<Nominal>0</Nominal><Name>Кит'), /CNY Nominal "0"/],
      [good.replace('<Nominal>1</Nominal><Name>Кит', '<Nominal>1,5</Nominal><Name>Кит'), /CNY Nominal/],
      [good.replace('<Nominal>1</Nominal><Name>Кит', '<Nominal>3</Nominal><Name>Кит'), /not an exact decimal/],
      [good.replace('<Value>11,2345</Value>', '<Value>11,2345</Value><Value>11,3</Value>'), /two Value/],
      [good.replace('</ValCurs>', `${good.match(/<Valute ID="R01375">.*?<\/Valute>/)![0]}</ValCurs>`), /CNY listed twice/],
      [good.replace('<CharCode>CNY</CharCode>', '<CharCode><b>CNY</b></CharCode>'), /unexpected content in Valute/],
      [good.replace('<Valute ID="R01375">', 'rates: <Valute ID="R01375">'), /unexpected content in ValCurs/],
      [good.replace('<Valute ID="R01375">', '<Valute ID="R01375"><Valute>'), /unexpected content/],
      [good.replace('<CharCode>CNY</CharCode>', ''), /without CharCode/],
    ]
    for (const [xml, message] of bad) {
      expect(() => parseCbrDaily(xml), xml.slice(0, 80)).toThrow(ExchangeRateError)
      expect(() => parseCbrDaily(xml), xml.slice(0, 80)).toThrow(message)
    }
  })
})

describe('the CBR provider over HTTP', () => {
  let answer: (path: string) => CbrAnswer = () => ({ status: 200, body: cbrBytes('28.11.2026', CNY('1', '11,2345')) })
  let cbr: Awaited<ReturnType<typeof startCbrServer>>
  beforeAll(async () => {
    cbr = await startCbrServer((path) => answer(path))
  })
  afterAll(() => cbr.close())

  it('asks for the day as DD/MM/YYYY and answers the day the CBR gives (a Sunday has Saturday’s rate)', async () => {
    const provider = exchangeRateProviderFromEnv({ EXCHANGE_RATES_PROVIDER: 'cbr', CBR_RATES_URL: cbr.url })
    expect(provider.name).toBe('cbr')
    expect(await provider.rubPerCny('2026-11-29')).toEqual({ date: '2026-11-28', rubPerUnit: '11.2345' })
    expect(cbr.requests.at(-1)).toBe('/scripts/XML_daily.asp?date_req=29/11/2026')
  })

  it('answers null when the day has no yuan rate', async () => {
    answer = () => ({ status: 200, body: cbrBytes('28.11.2026', null) })
    expect(await createCbrProvider({ url: cbr.url }).rubPerCny('2026-11-28')).toBeNull()
  })

  it('fails clearly on an error status, a malformed answer, silence, or no server', async () => {
    const provider = createCbrProvider({ url: cbr.url, timeoutMs: 300 })
    answer = () => ({ status: 503, body: win1251('Service Unavailable') })
    await expect(provider.rubPerCny('2026-11-28')).rejects.toThrow(/CBR rates: 127\.0\.0\.1:\d+ answered HTTP 503 for 2026-11-28/)
    answer = () => ({ status: 200, body: win1251('Error in parameters') })
    await expect(provider.rubPerCny('2026-11-28')).rejects.toThrow(/malformed document \(no ValCurs/)
    answer = () => 'silent'
    await expect(provider.rubPerCny('2026-11-28')).rejects.toThrow(/no answer from 127\.0\.0\.1:\d+ within 0\.3 s/)
    await expect(createCbrProvider({ url: 'http://127.0.0.1:9/scripts/XML_daily.asp' }).rubPerCny('2026-11-28')).rejects.toThrow(/127\.0\.0\.1:9 unreachable/)
    await expect(provider.rubPerCny('28.11.2026')).rejects.toThrow(/not a day/)
  })
})

describe('EXCHANGE_RATES_PROVIDER', () => {
  it('is local by default: nothing new, the stored rates are served', async () => {
    const provider = exchangeRateProviderFromEnv({})
    expect(provider.name).toBe('local')
    expect(await provider.rubPerCny('2026-11-28')).toBeNull()
    expect(exchangeRateProviderFromEnv({ EXCHANGE_RATES_PROVIDER: 'local' }).name).toBe('local')
  })

  it('cbr goes to cbr.ru unless CBR_RATES_URL says otherwise', () => {
    expect(cbrConfigFromEnv({})).toEqual({ url: 'https://www.cbr.ru/scripts/XML_daily.asp' })
    expect(() => cbrConfigFromEnv({ CBR_RATES_URL: 'ftp://example.com/x' })).toThrow(/http\(s\) URL/)
    expect(() => cbrConfigFromEnv({ CBR_RATES_URL: 'https://www.cbr.ru/scripts/XML_daily.asp?date_req=01/01/2026' })).toThrow(/without a query/)
    expect(() => cbrConfigFromEnv({ CBR_RATES_URL: 'cbr.ru' })).toThrow(/not a URL/)
  })

  it('stops the server start on a value it does not know', () => {
    expect(() => exchangeRateProviderFromEnv({ EXCHANGE_RATES_PROVIDER: 'CBR.ru' })).toThrow(/must be cbr or local/)
    expect(() => checkProvidersAtStartup({ EXCHANGE_RATES_PROVIDER: 'ecb' })).toThrow(/must be cbr or local/)
    expect(() => checkProvidersAtStartup({ EXCHANGE_RATES_PROVIDER: 'cbr' })).not.toThrow()
  })
})
