import { describe, expect, it } from 'vitest'

import { MAIN_CATEGORY_IDS, RANKING_KINDS, ROW_FIELDS } from '@/lib/rankings/catalog'
import { readRankingFile } from '@/server/report/import-file'

const HEADER = 'kind,typeId,period,date,rank,goodsId,goodsName,thumbUrl,daySales,price,dayGrowth,keyWord,heat,clickHeat'
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n'

describe('the report catalog', () => {
  it('has the spec’s 12 main categories and six ranking kinds with their row fields', () => {
    expect(MAIN_CATEGORY_IDS).toHaveLength(12)
    expect(new Set(MAIN_CATEGORY_IDS).size).toBe(12)
    expect(RANKING_KINDS).toEqual(['good', 'category', 'keyword', 'soarGood', 'soarMall', 'brand'])
    expect(ROW_FIELDS.good).toEqual(['goodsId', 'goodsName', 'thumbUrl', 'daySales', 'price', 'dayGrowth'])
    expect(ROW_FIELDS.brand).toEqual(['brandName', 'brandImgUrl', 'sales', 'gmv'])
  })
})

describe('reading a ranking file', () => {
  it('groups a good CSV into snapshots by kind, category, period and date, rows by rank', () => {
    const result = readRankingFile(
      'day.csv',
      csv(
        'good,99997,day,2026-11-23,2,G2,Lamp,https://img.example/2.jpg,120,15.5,',
        'good,99997,day,2026-11-23,1,G1,"Chair, oak",,340,99,2.4',
        'keyword,99991,week,2026-11-23,1,,,,,,,phone case,9800,1200',
      ),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.rowCount).toBe(3)
    expect(result.snapshots).toHaveLength(2)
    const goods = result.snapshots.find((snapshot) => snapshot.kind === 'good')
    expect(goods).toMatchObject({ typeId: 99997, period: 'day', date: '2026-11-23' })
    expect(goods?.rows).toEqual([
      { rank: 1, goodsId: 'G1', goodsName: 'Chair, oak', thumbUrl: null, daySales: 340, price: 99, dayGrowth: 2.4 },
      { rank: 2, goodsId: 'G2', goodsName: 'Lamp', thumbUrl: 'https://img.example/2.jpg', daySales: 120, price: 15.5, dayGrowth: null },
    ])
    expect(result.snapshots.find((snapshot) => snapshot.kind === 'keyword')?.rows).toEqual([{ rank: 1, keyWord: 'phone case', heat: 9800, clickHeat: 1200 }])
  })

  it('refuses the whole file and names every bad row by its line', () => {
    const result = readRankingFile(
      'day.csv',
      csv(
        'good,99997,day,2026-11-23,1,G1,Chair,,340,99,2.4',
        'good,12345,day,2026-11-23,2,G2,Lamp,,120,15.5,',
        'good,99997,day,2026-02-30,3,G3,Desk,,10,1,',
        'good,99997,day,2026-11-23,4,G4,,,-5,abc,',
        'hot,99997,day,2026-11-23,5,G5,Rug,,1,1,',
        'good,99997,day,2026-11-23,1,G6,Bed,,1,1,',
      ),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 7])
    expect(result.errors[0]?.message).toMatch(/typeId is not one of the 12 main categories/)
    expect(result.errors[1]?.message).toMatch(/date is not a date/)
    expect(result.errors[2]?.message).toMatch(/goodsName is empty.*daySales is negative.*price is not a number/)
    expect(result.errors[3]?.message).toMatch(/kind is not one of/)
    expect(result.errors[4]?.message).toMatch(/rank 1 .* is already on line 2/)
  })

  it('refuses text PostgreSQL cannot store, pictures that are not web addresses and ranks out of range', () => {
    const result = readRankingFile(
      'day.csv',
      csv(
        'good,99997,day,2026-11-23,1,G1,Ch\u0000air,,1,1,',
        'good,99997,day,2026-11-23,2,G2,Lamp,javascript:alert(1),1,1,',
        'good,99997,day,2026-11-23,0,G3,Desk,,1,1,',
        'good,99997,day,2026-11-23,1001,G4,Rug,,1,1,',
      ),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => [error.line, error.message])).toEqual([
      [2, expect.stringMatching(/goodsName contains a NUL/)],
      [3, expect.stringMatching(/thumbUrl is not an http\(s\) address/)],
      [4, expect.stringMatching(/rank is not between 1 and 1000/)],
      [5, expect.stringMatching(/rank is not between 1 and 1000/)],
    ])
  })

  it('reads a JSON array of rows and reports a bad one by the line its object starts on', () => {
    const rows = [
      { kind: 'brand', typeId: 99998, period: 'week', date: '2026-11-22', rank: 1, brandName: 'Nova', brandImgUrl: '', sales: 500, gmv: 12000.5 },
      { kind: 'brand', typeId: 99998, period: 'week', date: '2026-11-22', rank: 2, brandName: 'Orbit {x}', brandImgUrl: 'https://img.example/b.png', sales: 'x', gmv: 1 },
    ]
    const json = JSON.stringify(rows, null, 2)
    const bad = readRankingFile('week.json', json)
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    const objectLines = json
      .split('\n')
      .map((line, index) => (line.trim() === '{' ? index + 1 : 0))
      .filter(Boolean)
    const secondObjectLine = objectLines[1]
    expect(bad.errors).toEqual([{ line: secondObjectLine, message: expect.stringMatching(/sales is not a number/) }])

    const good = readRankingFile('week.json', JSON.stringify([rows[0]]))
    expect(good.ok && good.snapshots[0]?.rows).toEqual([{ rank: 1, brandName: 'Nova', brandImgUrl: null, sales: 500, gmv: 12000.5 }])
  })

  it('says what is wrong with a file it cannot read at all', () => {
    for (const [name, content, message] of [
      ['x.json', '{"kind": "good"}', /array of rows/],
      ['x.json', '[{"kind": ', /cannot be read/],
      ['x.csv', `${HEADER}\n"unclosed,99997`, /cannot be read/],
      ['x.csv', `${HEADER}\n`, /no rows/],
    ] as const) {
      const result = readRankingFile(name, content)
      expect(result.ok, name + content).toBe(false)
      if (!result.ok) expect(result.errors[0]?.message, content).toMatch(message)
    }
  })
})
