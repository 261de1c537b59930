import { describe, expect, it } from 'vitest'

import { translatedName } from '@/lib/rankings/translated-names'
import { demoSnapshots } from '@/server/report/demo'
import { readRankingFile } from '@/server/report/import-file'

const HEADER = 'kind,typeId,period,date,rank,keyWord,heat,clickHeat,nameZh,nameEn'

describe('names in the reader’s language', () => {
  it('are read from a ranking file beside Ozon’s name; a blank one is no translation', () => {
    const result = readRankingFile('day.csv', [HEADER, 'keyword,99991,day,2026-11-23,1,чехол,10,2,手机壳,phone case', 'keyword,99991,day,2026-11-23,2,зонт,8,1,, '].join('\n'))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const [first, second] = result.snapshots[0]!.rows
    expect([translatedName(first!, 'zh'), translatedName(first!, 'en'), translatedName(first!, 'ru')]).toEqual(['手机壳', 'phone case', null])
    expect(second).not.toHaveProperty('nameZh')
    expect(second).not.toHaveProperty('nameEn')
  })

  it('refuses a name PostgreSQL cannot store or one too long, naming the line', () => {
    const result = readRankingFile('day.json', JSON.stringify([
      { kind: 'keyword', typeId: 99991, period: 'day', date: '2026-11-23', rank: 1, keyWord: 'чехол', heat: 1, clickHeat: 1, nameZh: 'a\u0000b' },
      { kind: 'keyword', typeId: 99991, period: 'day', date: '2026-11-23', rank: 2, keyWord: 'зонт', heat: 1, clickHeat: 1, nameEn: 'x'.repeat(501) },
    ]))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => error.message)).toEqual(['nameZh contains a NUL character or a broken Unicode character', 'nameEn is longer than 500 characters'])
  })

  it('come with the demo’s products, subcategories, search words and shops, one translation per name', () => {
    const snapshots = demoSnapshots('2026-11-27')
    const byName = new Map<string, string>()
    for (const snapshot of snapshots) {
      for (const row of snapshot.rows) {
        const name = String(row.goodsName ?? row.typeName ?? row.keyWord ?? row.mallName ?? row.brandName)
        if (snapshot.kind === 'brand') {
          // Brands are written the same way everywhere.
          expect(translatedName(row, 'en')).toBeNull()
          continue
        }
        const translation = `${translatedName(row, 'zh')} | ${translatedName(row, 'en')}`
        expect(translation, name).toMatch(/^\S.*[\u4e00-\u9fff].* \| [A-Za-z0-9].*$/)
        if (byName.has(name)) expect(byName.get(name), name).toBe(translation)
        else byName.set(name, translation)
      }
    }
    expect(byName.size).toBeGreaterThan(200)
  })
})
