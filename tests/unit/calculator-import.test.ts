/**
 * Reading Ozon's tariff tables (src/server/calculator/import.ts): the fixtures in
 * tests/fixtures/tariffs are in Ozon's shape as Excel in Russia saves it (BOM, ";", decimal
 * commas, CRLF, a title row above the header); the small tables below try every refusal.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { TARIFF_IMPORT_TEXT } from '@/components/admin/TariffImport'
import { categoryCode, describeProblem, type KnownCategory, MAX_FILE_BYTES, parseCarriers, parseCommissions, type Problem, readTableText, withSheet } from '@/server/calculator/import'

import { xlsx } from '../helpers/xlsx'

const fixture = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(path.resolve(__dirname, '../fixtures/tariffs', name))) })
/** A CSV as Excel in Russia saves it: BOM, CRLF. */
const csv = (lines: string[], name = 'table.csv') => ({ name, bytes: new Uint8Array(Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')) })
const en = (problems: Problem[]) => problems.map((problem) => describeProblem(problem, 'en'))

const PREVIOUS: KnownCategory[] = [
  { code: 'home', name: { zh: '家居用品', en: 'Home goods', ru: 'Товары для дома' } },
  { code: 'auto', name: { zh: '汽车用品', en: 'Car accessories', ru: 'Автотовары' } },
]

function commissionProblems(lines: string[], previous: KnownCategory[] = []): string[] {
  const result = parseCommissions(csv(lines), previous)
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.data)}`)
  return en(result.problems)
}

function carrierProblems(lines: string[]): string[] {
  const result = parseCarriers(csv(lines))
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.data)}`)
  return en(result.problems)
}

describe('commissions in Ozon’s shape', () => {
  it('reads the bands from the headers, the percentages, and matches categories by Russian name', () => {
    const result = parseCommissions(fixture('ozon-commissions.csv'), PREVIOUS)
    if (!result.ok) throw new Error(en(result.problems).join('\n'))
    expect(result.data.priceBands).toEqual([{ upToRub: 100 }, { upToRub: 1500 }])
    expect(result.data.categories).toEqual([
      // Known by its Russian name: keeps its code and its zh and en names.
      { code: 'home', name: { ru: 'Товары для дома', zh: '家居用品', en: 'Home goods' } },
      // New: a code from the Russian name, the Russian name in every language.
      { code: 'elektronika', name: { ru: 'Электроника', zh: 'Электроника', en: 'Электроника' } },
      { code: 'odezhda-obuv-i-sumki', name: { ru: 'Одежда, обувь и сумки', zh: 'Одежда, обувь и сумки', en: 'Одежда, обувь и сумки' } },
      { code: 'sport-i-otdykh', name: { ru: 'Спорт и отдых', zh: 'Спорт и отдых', en: 'Спорт и отдых' } },
    ])
    expect(result.data.commissions).toContainEqual({ category: 'home', scheme: 'fbo', percents: '14; 12; 10.5' })
    expect(result.data.commissions).toContainEqual({ category: 'odezhda-obuv-i-sumki', scheme: 'rfbs', percents: '19; 17; 15.25' })
    // Every rFBS band empty: Electronics is not sold under rFBS.
    expect(result.data.commissions.filter((row) => row.category === 'elektronika').map((row) => row.scheme)).toEqual(['fbo', 'fbs'])
    expect(result.data.commissions).toHaveLength(11)
    expect(result.notes.map((note) => note.en)).toEqual([
      'New categories (their names are in Russian in every language until translated): Электроника (elektronika), Одежда, обувь и сумки (odezhda-obuv-i-sumki), Спорт и отдых (sport-i-otdykh).',
      'Categories of the previous version not in the table (left out): Автотовары.',
      'Columns ignored (not understood): B «Тип товара».',
    ])
    expect(result.notes[0]!.zh).toMatch(/^新类目/)
    expect(result.notes[0]!.ru).toMatch(/^Новые категории/)
  })

  it('reads the same table from an Excel workbook, its cells formatted as percentages', async () => {
    // The CSV fixture saved from Excel as XLSX: every commission a number formatted 0.0 % (0.105).
    const fromCsv = parseCommissions(fixture('ozon-commissions.csv'), PREVIOUS)
    const fromXlsx = parseCommissions(await withSheet(fixture('ozon-commissions.xlsx')), PREVIOUS)
    if (!fromXlsx.ok) throw new Error(en(fromXlsx.problems).join('\n'))
    expect(fromXlsx).toEqual(fromCsv)
  })

  it('reads "," files, a code column, fractions when the whole column is ≤ 1, and English band words', () => {
    const result = parseCommissions(
      csv(['Category,Code,FBO up to 300 RUB,FBO over 300 RUB,FBS up to 300 RUB,FBS over 300 RUB', 'Дом,home,0.125,"0,1",12%,1', 'Авто,auto,0.2,0,"12,5",0', 'Новое,new_one,0.15,0.1,13,1']),
      PREVIOUS,
    )
    if (!result.ok) throw new Error(en(result.problems).join('\n'))
    expect(result.data.priceBands).toEqual([{ upToRub: 300 }])
    // FBO: all ≤ 1 with fractions → ×100. FBS "over 300": only 0s and 1s → percentages (1 %, not 100 %).
    expect(result.data.commissions).toEqual([
      { category: 'home', scheme: 'fbo', percents: '12.5; 10' },
      { category: 'home', scheme: 'fbs', percents: '12; 1' },
      { category: 'auto', scheme: 'fbo', percents: '20; 0' },
      { category: 'auto', scheme: 'fbs', percents: '12.5; 0' },
      { category: 'new_one', scheme: 'fbo', percents: '15; 10' },
      { category: 'new_one', scheme: 'fbs', percents: '13; 1' },
    ])
    // Matched by code: the table's Russian name, the known zh and en names.
    expect(result.data.categories[0]).toEqual({ code: 'home', name: { ru: 'Дом', zh: '家居用品', en: 'Home goods' } })
    expect(result.data.categories[2]).toEqual({ code: 'new_one', name: { ru: 'Новое', zh: 'Новое', en: 'Новое' } })
  })

  it('reads a column with a value above 1 as percentages, 0.5 included', () => {
    const result = parseCommissions(csv(['Категория;FBO до 100 руб.;FBO свыше 100 руб.', 'А;0,5;12', 'Б;12;0,9']), [])
    if (!result.ok) throw new Error(en(result.problems).join('\n'))
    expect(result.data.commissions.map((row) => row.percents)).toEqual(['0.5; 12', '12; 0.9'])
  })

  it('takes one scheme without bands as one band for every price', () => {
    const result = parseCommissions(csv(['Категория;rFBS', 'А;15%']), [])
    if (!result.ok) throw new Error(en(result.problems).join('\n'))
    expect(result.data).toMatchObject({ priceBands: [], commissions: [{ category: 'a', scheme: 'rfbs', percents: '15' }] })
  })

  it('gives new categories distinct codes, and skips rows without percentages with a note', () => {
    const result = parseCommissions(csv(['Категория;FBO', 'Дом и сад;10', 'Дом-и-сад!;11', 'Раздел: прочее;', 'Home;12']), [{ code: 'home', name: { ru: 'Дом' } }])
    if (!result.ok) throw new Error(en(result.problems).join('\n'))
    // "Home" would derive "home", the previous version's code for another category: "-2".
    expect(result.data.categories.map((category) => category.code)).toEqual(['dom-i-sad', 'dom-i-sad-2', 'home-2'])
    expect(result.notes.map((note) => note.en)).toContain('Categories without any percentage skipped (lines 4).')
  })

  it('transliterates Russian names into codes', () => {
    expect(categoryCode('Товары для дома')).toBe('tovary-dlya-doma')
    expect(categoryCode('Ёлочные игрушки, щётки и «хозтовары»')).toBe('elochnye-igrushki-shchetki-i-khoztovary')
    expect(categoryCode('Электроника 2.0')).toBe('elektronika-2-0')
    expect(categoryCode('家居')).toBe('')
    expect(categoryCode('я'.repeat(80)).length).toBeLessThanOrEqual(60)
  })

  describe('refuses', () => {
    it('bands that differ between schemes', () => {
      expect(commissionProblems(['Категория;FBO до 100 руб.;FBO свыше 100 руб.;FBS до 300 руб.;FBS свыше 300 руб.', 'А;1;2;3;4'])).toEqual([
        'Commissions, line 1: The price bands differ between schemes (FBO: 100; FBS: 300): the calculator uses one set of bands for every scheme.',
      ])
    })

    it('bands with a gap, an overlap or no open last band', () => {
      expect(commissionProblems(['Категория;FBO до 100 руб.;FBO свыше 200 руб.', 'А;1;2'])).toEqual([
        'Commissions, line 1: FBO: the price bands must run from 0 without gaps or overlaps and end with an open band ("свыше N руб."); found: «FBO до 100 руб.», «FBO свыше 200 руб.».',
      ])
      expect(commissionProblems(['Категория;FBS до 100 руб.;FBS свыше 100 до 300 руб.', 'А;1;2'])[0]).toMatch(/^Commissions, line 1: FBS: the price bands must run from 0/)
      expect(commissionProblems(['Категория;FBS до 100 руб.;FBS свыше 50 руб.', 'А;1;2'])[0]).toMatch(/FBS: the price bands must run from 0/)
    })

    it('a band it does not understand, and a repeated column', () => {
      expect(commissionProblems(['Категория;FBO 100 руб. и выше;FBO', 'А;1;2'])).toEqual([
        'Commissions, line 1, column B «FBO 100 руб. и выше»: The price band is not understood: write it like "до 100 руб.", "свыше 100 до 300 руб." or "свыше 10000 руб.".',
      ])
      expect(commissionProblems(['Категория;FBO свыше 300 до 100 руб.;FBO', 'А;1;2'])[0]).toMatch(/column B .*not understood/)
      expect(commissionProblems(['Категория;rFBS;rFBS', 'А;1;2'])).toEqual(['Commissions, line 1, column C «rFBS»: This column repeats an earlier one.'])
    })

    it('a table without scheme columns or without a category column', () => {
      expect(commissionProblems(['Категория;Комиссия', 'А;12'])).toEqual([
        'Commissions: No header row with columns per scheme and price band (like "FBO до 100 руб.") in the first 10 rows.',
      ])
      expect(commissionProblems(['Название;FBO', 'А;12'])).toEqual(['Commissions, line 1: No category column: name it "Категория" (or "Category").'])
    })

    it('more than 12 bands', () => {
      const bounds = Array.from({ length: 13 }, (_, index) => (index + 1) * 100)
      const headers = [`FBO до ${bounds[0]} руб.`, ...bounds.slice(1).map((upper, index) => `FBO свыше ${bounds[index]} до ${upper} руб.`), `FBO свыше ${bounds.at(-1)} руб.`]
      expect(commissionProblems([`Категория;${headers.join(';')}`, `А;${headers.map(() => '1').join(';')}`])).toEqual(['Commissions, line 1: More than 12 price bands.'])
    })

    it('bad cells, by line and column, every one at once', () => {
      expect(
        commissionProblems(
          ['Категория;Код;FBO до 100 руб.;FBO свыше 100 руб.', 'Дом;home;12%;', 'Сад;сад;двенадцать;120%', 'Лес;les;12,345;1', ';;5;5', 'Дом;home;1;2', `${'Я'.repeat(161)};;1;2`],
          PREVIOUS,
        ),
      ).toEqual([
        'Commissions, line 2, column D «FBO свыше 100 руб.»: Empty, while other bands of this scheme have a percentage: fill in every band, or none if the category is not sold under the scheme.',
        'Commissions, line 3, column B «Код»: A code is letters, digits, _ or - (up to 60).',
        'Commissions, line 3, column C «FBO до 100 руб.»: Not a percentage (like 12%, 12,5 or 0.125).',
        'Commissions, line 3, column D «FBO свыше 100 руб.»: A percentage from 0 to 100 with at most 2 decimals.',
        'Commissions, line 4, column C «FBO до 100 руб.»: A percentage from 0 to 100 with at most 2 decimals.',
        'Commissions, line 5, column A «Категория»: Percentages without a category name.',
        'Commissions, line 6, column A «Категория»: The same category as on line 2.',
        'Commissions, line 7, column A «Категория»: The category name is longer than 160 characters.',
      ])
    })

    it('at most 50 problems, then "more follow"', () => {
      const problems = commissionProblems(['Категория;FBO', ...Array.from({ length: 60 }, (_, index) => `К${index};много`)])
      expect(problems).toHaveLength(51)
      expect(problems.at(-1)).toBe('Commissions: More problems follow; fix these first.')
    })

    it('the same category twice by its Russian name', () => {
      expect(commissionProblems(['Категория;FBO', 'Товары для дома;1', 'товары  для дома;2'], PREVIOUS)).toEqual(['Commissions, line 3, column A «Категория»: The same category as on line 2.'])
    })
  })
})

describe('carriers', () => {
  it('reads the same carriers from an Excel workbook, numbers as numbers', async () => {
    const fromXlsx = parseCarriers(await withSheet(fixture('ozon-carriers.xlsx')))
    if (!fromXlsx.ok) throw new Error(en(fromXlsx.problems).join('\n'))
    expect(fromXlsx).toEqual(parseCarriers(fixture('ozon-carriers.csv')))
  })

  it('reads Russian headers, kilograms, decimal commas and several schemes', () => {
    const result = parseCarriers(fixture('ozon-carriers.csv'))
    if (!result.ok) throw new Error(en(result.problems).join('\n'))
    expect(result.data).toEqual([
      {
        carrier: 'China-Post',
        level: 'extraSmall',
        schemes: ['rfbs'],
        currency: 'RUB',
        perParcel: 15,
        perStep: 0.35,
        stepGrams: 1,
        volumetricDivisor: null,
        minWeightG: 1,
        maxWeightG: 500,
        maxSideCm: 60,
        maxSumCm: 90,
        minValueRub: null,
        maxValueRub: 1500,
        days: '10-15',
      },
      expect.objectContaining({ carrier: 'China-Post', level: 'budget', volumetricDivisor: 12000, maxWeightG: 30000, days: '15-25' }),
      expect.objectContaining({ carrier: 'CEL', level: 'premiumBig', currency: 'CNY', perParcel: 6, perStep: 0.03, minValueRub: 7000, maxValueRub: 250000 }),
      expect.objectContaining({ carrier: 'CEL', level: 'express', schemes: ['fbo', 'fbs'], stepGrams: 500, maxSideCm: null, maxSumCm: null }),
    ])
    expect(result.notes.map((note) => note.en)).toEqual(['Columns ignored (not understood): P «Комментарий».'])
  })

  it('reads English headers, "," files, our level codes and labels', () => {
    const result = parseCarriers(
      csv([
        'Carrier,Service level,Schemes,Currency,Per parcel,Per step,Step (kg),Volumetric divisor,Max weight (g),Max side (cm),Max sum of sides (cm),Min declared value (RUB),Max declared value (RUB),Days',
        'GBS,premiumSmall,rFBS,CNY,"3,5",0.035,0.001,,5000,60,90,7000,250000,8-12',
        'GBS,Сверхмалый (Extra Small),RFBS,¥,1,0.01,0.5,,500,,,,,',
      ]),
    )
    if (!result.ok) throw new Error(en(result.problems).join('\n'))
    expect(result.data).toEqual([
      expect.objectContaining({ carrier: 'GBS', level: 'premiumSmall', currency: 'CNY', perParcel: 3.5, stepGrams: 1, maxWeightG: 5000, minValueRub: 7000, days: '8-12' }),
      expect.objectContaining({ level: 'extraSmall', schemes: ['rfbs'], currency: 'CNY', stepGrams: 500, days: null }),
    ])
  })

  describe('refuses', () => {
    it('a table without a carrier column', () => {
      expect(carrierProblems(['Служба;Уровень', 'A;Big'])).toEqual(['Carriers: No header row with a carrier column ("Перевозчик" or "Carrier") in the first 10 rows.'])
    })

    it('missing required columns, a weight without its unit, a repeated column', () => {
      expect(carrierProblems(['Перевозчик;Уровень;Валюта;Валюта;Макс. вес', 'A;Big;RUB;RUB;5'])).toEqual([
        'Carriers, line 1, column D «Валюта»: This column repeats an earlier one.',
        'Carriers, line 1, column E «Макс. вес»: Say the unit in the header: (г) or (кг), (g) or (kg).',
        'Carriers, line 1: Required columns are missing: «Схемы / Schemes», «За отправление / Per parcel», «За шаг / Per step», «Шаг (г) / Step (g)».',
      ])
    })

    it('bad cells, by line and column', () => {
      const header = 'Перевозчик;Уровень;Схемы;Валюта;За отправление;За шаг;Шаг (г);Делитель;Мин. вес (кг);Макс. вес (кг);Макс. сторона (см);Сумма сторон (см);Мин. ценность (руб.);Макс. ценность (руб.);Срок (дни)'
      expect(
        carrierProblems([
          header,
          'Почта;Huge;FBX;USD;-1;1,23456;0;500;;;0;5000;;;',
          'A;Big;rFBS;RUB;1;1;1;;2;1;;;9000;100;1234567890123456789012',
          'A;Small;rFBS;RUB;1;1;1;;0,0005;;;;;;',
          'A;Big;rFBS;RUB;1;1;1;;;;;;;;',
          'B;;rFBS;RUB;;1;1;;;;;;;;',
        ]),
      ).toEqual([
        'Carriers, line 2, column A «Перевозчик»: A carrier is Latin letters, digits, _ or - (up to 40; spaces become -).',
        'Carriers, line 2, column B «Уровень»: One of: Extra Small, Budget, Small, Big, Premium Small, Premium Big, Express.',
        'Carriers, line 2, column C «Схемы»: FBO, FBS or rFBS, several separated by commas.',
        'Carriers, line 2, column D «Валюта»: CNY or RUB.',
        'Carriers, line 2, column E «За отправление»: A number from 0 to 100000000, at most 4 decimals.',
        'Carriers, line 2, column F «За шаг»: A number from 0 to 100000000, at most 4 decimals.',
        'Carriers, line 2, column G «Шаг (г)»: A whole number of grams from 1 to 100000.',
        'Carriers, line 2, column H «Делитель»: A whole number from 1000 to 50000.',
        'Carriers, line 2, column K «Макс. сторона (см)»: A whole number from 1 to 1000.',
        'Carriers, line 2, column L «Сумма сторон (см)»: A whole number from 1 to 3000.',
        'Carriers, line 3, column O «Срок (дни)»: At most 20 characters (like 10-15).',
        'Carriers, line 3, column I «Мин. вес (кг)»: The minimum is above the maximum.',
        'Carriers, line 3, column M «Мин. ценность (руб.)»: The minimum is above the maximum.',
        'Carriers, line 4, column I «Мин. вес (кг)»: A whole number of grams from 0 to 1000000.',
        'Carriers, line 5, column A «Перевозчик»: The same carrier and service level as on line 3.',
        'Carriers, line 6, column B «Уровень»: Required.',
        'Carriers, line 6, column E «За отправление»: Required.',
      ])
    })
  })
})

describe('the file itself', () => {
  const commissions = (file: { name: string; bytes: Uint8Array }) => {
    const result = parseCommissions(file, [])
    return result.ok ? [] : en(result.problems)
  }

  it('refuses a file over 5 MB', () => {
    expect(commissions({ name: 'big.csv', bytes: new Uint8Array(MAX_FILE_BYTES + 1) })).toEqual(['Commissions: The file is 5.0 MB; at most 5 MB are accepted.'])
  })

  it('refuses more than 5000 rows', () => {
    const rows = Array.from({ length: 5001 }, (_, index) => `Категория ${index};12`)
    expect(commissions(csv(['Категория;FBO', ...rows]))).toEqual(['Commissions: The file has 5001 rows; at most 5000 are accepted.'])
    // 5000 are read (and then hit the collection's limit of categories).
    expect(commissions(csv(['Категория;FBO', ...rows.slice(1)]))).toEqual(['Commissions: More than 2000 categories.'])
  })

  it('refuses a workbook the reader would blow up (two cells far apart), at once', async () => {
    const far = await withSheet({ name: 'far.xlsx', bytes: xlsx([{ ref: 'A1', text: 'Категория' }, { ref: 'XFD5000', number: '1' }]) })
    expect(commissions(far)).toEqual(['Commissions: A sheet of this workbook is larger than a tariff table (more than 100 columns, 5000 rows or 20 MB): keep the table alone on the first sheet.'])
    const tall = await withSheet({ name: 'tall.xlsx', bytes: xlsx([{ ref: 'A1', text: 'Категория' }, { ref: 'B6000', number: '1' }]) })
    expect(commissions(tall)).toHaveLength(1)
  })

  it('refuses a workbook column mixing percent-formatted fractions and plain numbers; reads Excel’s float noise exactly', async () => {
    const header = [{ ref: 'A1', text: 'Категория' }, { ref: 'B1', text: 'FBO до 100 руб.' }, { ref: 'C1', text: 'FBO свыше 100 руб.' }]
    const mixed = await withSheet({ name: 'm.xlsx', bytes: xlsx([...header, { ref: 'A2', text: 'Дом' }, { ref: 'B2', number: '0.14' }, { ref: 'C2', number: '0.12' }, { ref: 'A3', text: 'Спорт' }, { ref: 'B3', number: '17' }, { ref: 'C3', number: '0.1' }]) })
    expect(commissions(mixed)).toEqual([
      'Commissions, line 1, column B «FBO до 100 руб.»: This column mixes cells formatted as percentages (0.12 shown as 12%) with plain numbers (12): give the whole column one format.',
    ])
    const noisy = await withSheet({ name: 'n.xlsx', bytes: xlsx([...header, { ref: 'A2', text: 'Дом' }, { ref: 'B2', number: '0.14000000000000001' }, { ref: 'C2', number: '0.10500000000000001' }]) })
    const read = parseCommissions(noisy, PREVIOUS)
    if (!read.ok) throw new Error(en(read.problems).join('\n'))
    expect(read.data.commissions).toEqual([{ category: 'dom', scheme: 'fbo', percents: '14; 10.5' }])
  })

  it('refuses a cell Excel turned into a date (a delivery time typed 10-15), by line and column', async () => {
    const dated = await withSheet({ name: 'd.xlsx', bytes: xlsx([{ ref: 'A1', text: 'Перевозчик' }, { ref: 'B1', text: 'Срок (дни)' }, { ref: 'A2', text: 'CEL' }, { ref: 'B2', number: '46310', date: true }]) })
    const result = parseCarriers(dated)
    if (result.ok) throw new Error('accepted')
    expect(en(result.problems)).toEqual(['Carriers, line 2, column B: Excel turned this cell into a date: format the column as Text and type the value again (for example 10-15).'])
  })

  it('refuses old Excel and OpenDocument files, and a workbook it cannot read, with "save as XLSX or CSV UTF-8"', async () => {
    const old = 'Commissions: Old Excel (XLS) and OpenDocument (ODS) files are not read: save the table as "Excel workbook (XLSX)" or "CSV UTF-8" and import that file.'
    const damaged = 'Commissions: This Excel file cannot be read (damaged, or not really XLSX): open it in Excel, save it again as XLSX or "CSV UTF-8" and import that file.'
    expect(commissions({ name: 'old', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]) })).toEqual([old])
    expect(commissions({ name: 'ozon.ods', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]) })).toEqual([old])
    expect(commissions(await withSheet({ name: 'ozon.xlsx', bytes: new Uint8Array([1, 2, 3]) }))).toEqual([damaged])
    expect(commissions(await withSheet({ name: 'ozon.csv', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]) }))).toEqual([damaged])
    // Not read by withSheet (a caller's slip): refused, never taken as text.
    expect(commissions(fixture('ozon-commissions.xlsx'))).toEqual([damaged])
  })

  it('refuses text that is not UTF-8 (Windows-1251)', () => {
    // "Категория;FBO" in Windows-1251.
    const cp1251 = new Uint8Array([0xca, 0xe0, 0xf2, 0xe5, 0xe3, 0xee, 0xf0, 0xe8, 0xff, 0x3b, 0x46, 0x42, 0x4f])
    expect(commissions({ name: 'c.csv', bytes: cp1251 })).toEqual(['Commissions: The file is not UTF-8 text: save it as "CSV UTF-8" (Excel: "Save as" → "CSV UTF-8").'])
  })

  it('refuses a NUL character and a lone surrogate, by line', () => {
    expect(commissions(csv(['Категория;FBO', 'А\u0000;12']))).toEqual(['Commissions, line 2: The file contains a NUL character (code 0), which cannot be stored: is it really a CSV file?'])
    // A surrogate written as UTF-8 (ED A0 80), as a broken converter leaves it.
    const bytes = new Uint8Array([...Buffer.from('Категория;FBO\nА', 'utf8'), 0xed, 0xa0, 0x80, ...Buffer.from(';12\n', 'utf8')])
    expect(commissions({ name: 'c.csv', bytes })).toEqual([
      'Commissions, line 2: The file contains a broken character (a lone UTF-16 surrogate) that cannot be stored: retype or delete it.',
    ])
    const text = readTableText('carriers', 'Перевозчик\nA\uD800B\n')
    expect(text.ok ? [] : en(text.problems)).toEqual(['Carriers, line 2: The file contains a broken character (a lone UTF-16 surrogate) that cannot be stored: retype or delete it.'])
  })

  it('refuses a broken CSV (an unclosed quote) and an empty file', () => {
    expect(commissions(csv(['Категория;FBO', '"А;12']))).toEqual(['Commissions, line 2: A cell opens a quote (") and never closes it: close it, or delete the quote.'])
    // A quote inside a cell is a character.
    const quoted = parseCommissions(csv(['Категория;FBO', 'Обувь "Кроссовки";12']), [])
    expect(quoted.ok && quoted.data.categories[0]!.name.ru).toBe('Обувь "Кроссовки"')
    expect(commissions(csv([';;', '']))).toEqual(['Commissions: The file has no rows.'])
  })

  it('says where in the editor’s language', () => {
    const problem: Problem = { file: 'commissions', line: 3, column: 'C «FBO до 100 руб.»', message: { en: 'Bad.', zh: '错误。', ru: 'Ошибка.' } }
    expect(describeProblem(problem, 'zh')).toBe('佣金表，第 3 行，C «FBO до 100 руб.» 列：错误。')
    expect(describeProblem(problem, 'ru')).toBe('Комиссии, строка 3, столбец C «FBO до 100 руб.»: Ошибка.')
    expect(describeProblem({ message: problem.message }, 'en')).toBe('Bad.')
  })
})

describe('the admin form', () => {
  it('has every text in Chinese, English and Russian', () => {
    const keys = Object.keys(TARIFF_IMPORT_TEXT.en).sort()
    expect(Object.keys(TARIFF_IMPORT_TEXT.zh).sort()).toEqual(keys)
    expect(Object.keys(TARIFF_IMPORT_TEXT.ru).sort()).toEqual(keys)
    for (const key of keys as Array<keyof typeof TARIFF_IMPORT_TEXT.en>) {
      expect(TARIFF_IMPORT_TEXT.zh[key], key).toMatch(/\p{Script=Han}/u)
      expect(TARIFF_IMPORT_TEXT.ru[key], key).toMatch(/\p{Script=Cyrillic}/u)
    }
  })
})
