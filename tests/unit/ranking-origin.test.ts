import { describe, expect, it } from 'vitest'

import { RANKING_KINDS } from '@/lib/rankings/catalog'
import { countryMatches, filterByOrigin, hasOrigins, isOriginFilter, rowsHaveOrigins, sellerCountryOf } from '@/lib/rankings/origin'
import { DAILY_RANKING_SOURCES } from '@/lib/rankings/sources'
import { REPORT_ENDPOINTS } from '@/server/report/endpoints'
import { demoSnapshots } from '@/server/report/demo'
import { readRankingFile } from '@/server/report/import-file'

const HEADER = 'kind,typeId,period,date,rank,goodsId,goodsName,thumbUrl,daySales,price,dayGrowth,mallName,sales,yesterdayGrowth,keyWord,heat,clickHeat,sellerCountry'

describe('where sellers are', () => {
  it('puts mainland China and Hong Kong in the China zone, Russia local, everyone else outside Russia cross-border', () => {
    expect(['CN', 'HK', 'RU', 'TR', 'KZ'].filter((country) => countryMatches(country, 'china'))).toEqual(['CN', 'HK'])
    expect(['CN', 'HK', 'RU', 'TR', 'KZ'].filter((country) => countryMatches(country, 'local'))).toEqual(['RU'])
    expect(['CN', 'HK', 'RU', 'TR', 'KZ'].filter((country) => countryMatches(country, 'crossBorder'))).toEqual(['CN', 'HK', 'TR', 'KZ'])
  })

  it('keeps a row whose seller is unknown out of every filtered view, and in the whole ranking', () => {
    const rows = [
      { rank: 1, sellerCountry: 'RU' },
      { rank: 2 },
      { rank: 3, sellerCountry: 'CN' },
      { rank: 4, sellerCountry: 'cn' },
    ]
    expect(filterByOrigin(rows, 'china').map((row) => row.rank)).toEqual([3])
    expect(filterByOrigin(rows, 'local').map((row) => row.rank)).toEqual([1])
    expect(filterByOrigin(rows, 'crossBorder').map((row) => row.rank)).toEqual([3])
    expect(filterByOrigin(rows, null)).toHaveLength(4)
    expect(sellerCountryOf({ sellerCountry: 'cn' })).toBeNull()
    expect(rowsHaveOrigins([{ rank: 1 }])).toBe(false)
    expect(rowsHaveOrigins(rows)).toBe(true)
  })

  it('knows its filters and which rankings have sellers', () => {
    expect(['china', 'crossBorder', 'local', 'all', '', null].map(isOriginFilter)).toEqual([true, true, true, false, false, false])
    expect(['good', 'soarGood', 'soarMall', 'category', 'keyword', 'brand'].map((kind) => hasOrigins(kind as never))).toEqual([true, true, true, false, false, false])
  })
})

describe('the home’s ranking', () => {
  it('asks the goods and shop calls for the chosen sellers, which they take; the other kinds and “all sellers” ask for no filter', () => {
    for (const kind of RANKING_KINDS) {
      const { path, query } = DAILY_RANKING_SOURCES[kind](99997, 'china')
      if (hasOrigins(kind)) expect((REPORT_ENDPOINTS[path]!.schema.parse(query) as { origin?: string }).origin, kind).toBe('china')
      else expect(query, kind).not.toHaveProperty('origin')
      expect(DAILY_RANKING_SOURCES[kind](99997, null).query, kind).not.toHaveProperty('origin')
    }
  })
})

describe('a ranking file with sellers’ countries', () => {
  it('stores the country of goods and shops in capitals, leaves a blank one unknown, ignores it elsewhere', () => {
    const result = readRankingFile(
      'day.csv',
      [
        HEADER,
        'good,99997,day,2026-11-23,1,G1,Lamp,,340,99,,,,,,,,cn',
        'good,99997,day,2026-11-23,2,G2,Chair,,120,15,,,,,,,,',
        'soarMall,99997,day,2026-11-23,1,,,,,,,Shop A,50,1.5,,,, RU ',
        'keyword,99997,day,2026-11-23,1,,,,,,,,,,phone case,9800,1200,CN',
      ].join('\n'),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const rows = (kind: string) => result.snapshots.find((snapshot) => snapshot.kind === kind)?.rows
    expect(rows('good')?.map((row) => row.sellerCountry ?? null)).toEqual(['CN', null])
    expect(rows('good')?.[1]).not.toHaveProperty('sellerCountry')
    expect(rows('soarMall')?.[0]?.sellerCountry).toBe('RU')
    expect(rows('keyword')?.[0]).not.toHaveProperty('sellerCountry')
  })

  it('refuses a country that is not a two-letter code, naming the line', () => {
    const result = readRankingFile('day.csv', [HEADER, 'good,99997,day,2026-11-23,1,G1,Lamp,,340,99,,,,,,,,China', 'good,99997,day,2026-11-23,2,G2,Chair,,120,15,,,,,,,,C1'].join('\n'))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual([
      { line: 2, message: 'sellerCountry is not a two-letter country code (CN, RU…)' },
      { line: 3, message: 'sellerCountry is not a two-letter country code (CN, RU…)' },
    ])
  })
})

describe('the demo rankings', () => {
  const snapshots = demoSnapshots('2026-11-27')

  it('say where the sellers of goods and shops are: China, Russia and elsewhere', () => {
    const countries = snapshots.filter((snapshot) => hasOrigins(snapshot.kind)).flatMap((snapshot) => snapshot.rows.map((row) => sellerCountryOf(row)))
    expect(countries.every((country) => country !== null)).toBe(true)
    const share = (filter: 'china' | 'local') => countries.filter((country) => countryMatches(country, filter)).length / countries.length
    expect(share('china')).toBeGreaterThan(0.35)
    expect(share('local')).toBeGreaterThan(0.2)
    expect(share('china') + share('local')).toBeLessThan(0.98)
    expect(snapshots.filter((snapshot) => !hasOrigins(snapshot.kind)).every((snapshot) => snapshot.rows.every((row) => !('sellerCountry' in row)))).toBe(true)
  })

  it('keep a product’s and a shop’s country from one day to the next', () => {
    const countryById = new Map<string, string | null>()
    for (const snapshot of snapshots.filter((snapshot) => hasOrigins(snapshot.kind))) {
      for (const row of snapshot.rows) {
        const id = String(row.goodsId ?? row.mallName)
        const country = sellerCountryOf(row)
        if (countryById.has(id)) expect(countryById.get(id), id).toBe(country)
        else countryById.set(id, country)
      }
    }
  })
})
