import { describe, expect, it } from 'vitest'

import { toCsv } from '@/lib/csv'
import { rankingCsvHref } from '@/lib/rankings/export-link'
import { rankingCsv } from '@/server/exports/rankings'
import type { RankingRow } from '@/server/report/import-file'

const rows: RankingRow[] = [
  { rank: 1, goodsId: '101', goodsName: 'Фонарик налобный', thumbUrl: null, daySales: 120, price: 19.9, dayGrowth: 2.5, sellerCountry: 'CN' },
  { rank: 2, goodsId: '102', goodsName: '=HYPERLINK("http://x")', thumbUrl: null, daySales: 3, price: 1000, dayGrowth: null },
]

const lines = (file: { header: readonly string[]; rows: ReadonlyArray<readonly unknown[]> }) => toCsv(file.header, file.rows).replace(/^\uFEFF/, '').trimEnd().split('\r\n')

describe('a ranking as CSV', () => {
  it('has headers in the reader’s language and in Russian, the category and the country in both', () => {
    const [header, first] = lines(rankingCsv('soarGood', 99991, '2026-11-27', rows, 'zh', true))
    expect(header).toBe('排名 / Место,数据日期 / Дата данных,类目,Категория,商品 ID / ID товара,名称（Ozon 原文） / Название (как на Ozon),销量 / Продажи,价格（₽） / Цена (₽),销售额 / Выручка,增长 / Рост,卖家所在地,Страна продавца')
    expect(first).toBe('1,2026-11-27,数码家电,Электроника и техника,101,Фонарик налобный,120,19.9,2388.00,2.5,中国,Китай')
  })

  it('writes Russian readers one language, numbers as numbers, and defuses a name that starts like a formula', () => {
    const [header, , second] = lines(rankingCsv('good', 99991, '2026-11-27', rows, 'ru', true))
    expect(header.split(',')).toEqual(['Место', 'Дата данных', 'Категория', 'ID товара', 'Название (как на Ozon)', 'Продажи', 'Цена (₽)', 'Выручка', 'Рост', 'Страна продавца'])
    expect(second).toBe(`2,2026-11-27,Электроника и техника,102,"'=HYPERLINK(""http://x"")",3,1000,3000.00,,`)
  })

  it('leaves the country out of a ranking that has none, and out of kinds without sellers', () => {
    expect(lines(rankingCsv('good', 99991, '2026-11-27', [rows[1]!], 'en', false))[0]).not.toMatch(/country/)
    expect(lines(rankingCsv('keyword', 99991, '2026-11-27', [{ rank: 1, keyWord: 'чехол', heat: 10, clickHeat: 2 }], 'en', false))).toEqual([
      'Rank / Место,Data date / Дата данных,Category,Категория,Name (as on Ozon) / Название (как на Ozon),Searches / Поиски,Clicks / Клики',
      '1,2026-11-27,Electronics & appliances,Электроника и техника,чехол,10,2',
    ])
  })

  it('follows Ozon’s name with the reader’s translation where the ranking has one, defused like any name', () => {
    const translated: RankingRow[] = [
      { rank: 1, keyWord: 'чехол для телефона', heat: 10, clickHeat: 2, nameZh: '手机壳', nameEn: 'phone case' },
      { rank: 2, keyWord: 'зонт', heat: 8, clickHeat: 1, nameEn: '=1+1' },
    ]
    expect(lines(rankingCsv('keyword', 99991, '2026-11-27', translated, 'zh', false))).toEqual([
      '排名 / Место,数据日期 / Дата данных,类目,Категория,名称（Ozon 原文） / Название (как на Ozon),名称（中文）,搜索热度 / Поиски,点击热度 / Клики',
      '1,2026-11-27,数码家电,Электроника и техника,чехол для телефона,手机壳,10,2',
      '2,2026-11-27,数码家电,Электроника и техника,зонт,,8,1',
    ])
    expect(lines(rankingCsv('keyword', 99991, '2026-11-27', translated, 'en', false))[2]).toBe(`2,2026-11-27,Electronics & appliances,Электроника и техника,зонт,'=1+1,8,1`)
    // A Russian reader reads Ozon's name; a ranking without translations has no such column.
    expect(lines(rankingCsv('keyword', 99991, '2026-11-27', translated, 'ru', false))[0]).not.toMatch(/перевод/)
    expect(lines(rankingCsv('good', 99991, '2026-11-27', rows, 'en', true))[0]).toBe(
      'Rank / Место,Data date / Дата данных,Category,Категория,Product ID / ID товара,Name (as on Ozon) / Название (как на Ozon),Sales / Продажи,Price (₽) / Цена (₽),Sales amount / Выручка,Growth / Рост,Seller\'s country,Страна продавца',
    )
    // A filter keeps the whole ranking's columns: the translation column stays, empty where a row has none.
    expect(lines(rankingCsv('keyword', 99991, '2026-11-27', [translated[1]!], 'zh', false, true))[0]).toContain('名称（中文）')
  })

  it('is linked with the list’s category, period, sellers, day and language', () => {
    expect(rankingCsvHref('soarGood', { typeId: 99991, period: 'week', origin: 'china', locale: 'ru' })).toBe('/api/rankings/soarGood.csv?typeId=99991&dateType=2&origin=china&lang=ru')
    expect(rankingCsvHref('soarGood', { typeId: 99991, date: '2026-11-20', locale: 'zh' })).toBe('/api/rankings/soarGood.csv?typeId=99991&dateType=1&date=2026-11-20&lang=zh')
  })
})
