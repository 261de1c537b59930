/**
 * Rankings for cross-border sellers on imported data: an operator's file says where each
 * product's seller is (`sellerCountry`), ExplosionDetection's list shows it and filters the China
 * zone, cross-border and local sellers in zh, en and ru, and downloads the filtered list as CSV
 * (names as on Ozon and in the reader's language);
 * The home's ranking filters its goods and shop tabs the same way and downloads what a tab shows;
 * a ranking imported without the column says it cannot be filtered. The category's ranking is put back afterwards.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { strings } from './page-helpers'

const TYPE_ID = 99989
type Ranking = { date: string; list: Array<Record<string, unknown>> }

let dir: string
let original: Ranking

/** `npm run report:import FILE`, as an operator runs it (the database is the test server's). */
function importFile(name: string, content: string) {
  const file = path.join(dir, name)
  writeFileSync(file, content)
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/report-import.ts', file], { encoding: 'utf8', env: process.env })
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0)
}

const HEADER = 'kind,typeId,period,date,rank,goodsId,goodsName,thumbUrl,daySales,price,dayGrowth,sellerCountry,nameZh,nameEn'
/** Each product's seller's country, its name on Ozon, and its name in Chinese and English. */
const SELLERS = [
  ['CN', 'Фонарик налобный', '头灯', 'Headlamp'],
  ['RU', 'Аптечка дорожная', '旅行急救包', 'Travel first aid kit'],
  ['HK', 'Пульсоксиметр', '血氧仪', 'Pulse oximeter'],
  ['TR', 'Массажёр для шеи', '颈部按摩器', 'Neck massager'],
  ['', 'Бинт эластичный', '弹力绷带', 'Elastic bandage'],
] as const

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ baseURL }) => {
  dir = mkdtempSync(path.join(tmpdir(), 'cross-border-'))
  const answer = (await (await fetch(`${baseURL}/api/ozon-report-service/v1/goods-growth/list?typeId=${TYPE_ID}`)).json()) as { data: Ranking }
  original = answer.data
  const rows = SELLERS.map(([country, name, zh, en], index) => `soarGood,${TYPE_ID},day,${original.date},${index + 1},E2E-${index + 1},${name},,${900 - index * 100},${500 + index},1.5,${country},${zh},${en}`)
  importFile('sellers.csv', [HEADER, ...rows].join('\n'))
})

test.afterAll(async () => {
  if (original) {
    // The demo ranking as it was, still marked demo (an import marks its snapshots imported).
    importFile('restore.json', JSON.stringify(original.list.map((row) => ({ kind: 'soarGood', typeId: TYPE_ID, period: 'day', date: original.date, ...row }))))
    const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    try {
      await db.query(`UPDATE ranking_snapshots SET source = 'demo' WHERE kind = 'soarGood' AND type_id = $1 AND period = 'day' AND date = $2`, [TYPE_ID, original.date])
    } finally {
      await db.end()
    }
  }
  rmSync(dir, { recursive: true, force: true })
})

const names = (page: Page) => page.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('[data-testid="ozon-name"]')?.textContent ?? ''))

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const) {
  const rankings = strings<{ origin: Record<string, string>; countries: Record<string, string> }>(locale, 'rankings')
  const explosion = strings(locale, 'explosion').explosion

  test(`${locale}: the emerging list says where each seller is and filters the China zone, cross-border and local sellers`, async ({ page }) => {
    await page.goto(`${prefix}/ExplosionDetection/dataList?typeId=${TYPE_ID}`)
    await expect(page.locator('table tbody tr')).toHaveCount(5)
    await expect(page.getByTestId('seller-country').first()).toHaveText(rankings.countries.CN)
    await expect(page.getByTestId('seller-country')).toHaveText([rankings.countries.CN, rankings.countries.RU, rankings.countries.HK, rankings.countries.TR])
    // Ozon's name, and below it the reader's translation from the file (Russian readers read Ozon's).
    const first = page.locator('table tbody tr').first()
    await expect(first.getByTestId('ozon-name')).toHaveText(SELLERS[0][1])
    if (locale === 'ru') await expect(first.locator('td').nth(1)).toHaveText(SELLERS[0][1])
    else await expect(first.locator(`td [lang="${locale === 'zh' ? 'zh-CN' : 'en'}"]`)).toHaveText(locale === 'zh' ? SELLERS[0][2] : SELLERS[0][3])

    const show = async (origin: string) => {
      await page.getByTestId('origin-filter').selectOption(origin)
      await page.getByRole('button', { name: explosion.show, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`origin=${origin}`))
    }
    await show('china')
    await expect(page.getByTestId('origin-filter')).toHaveValue('china')
    expect(await names(page)).toEqual([SELLERS[0][1], SELLERS[2][1]])
    // The ranks are the whole ranking's.
    await expect(page.locator('table tbody tr td:first-child')).toHaveText(['1', '3'])
    // The list as a CSV file: the same sellers, the category and countries in the reader's language and Russian.
    const download = page.waitForEvent('download')
    await page.getByTestId('ranking-csv').click()
    const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(csv).toHaveLength(3)
    // Ozon's name, then the reader's (a Russian reader reads Ozon's).
    expect(csv[1]).toContain(locale === 'ru' ? `,${SELLERS[0][1]},` : `,${SELLERS[0][1]},${locale === 'zh' ? SELLERS[0][2] : SELLERS[0][3]},`)
    expect(csv[1]).toMatch(new RegExp(locale === 'ru' ? `,${rankings.countries.CN}$` : `,${rankings.countries.CN},Китай$`))
    expect(csv[2]).toMatch(/^3,/)
    await show('local')
    expect(await names(page)).toEqual([SELLERS[1][1]])
    await show('crossBorder')
    await expect(page.locator('table tbody tr td:first-child')).toHaveText(['1', '3', '4'])
    // The filter goes on to the earlier days; "all sellers" leaves the address as it was.
    await expect(page.getByRole('link', { name: explosion.history })).toHaveAttribute('href', new RegExp('origin=crossBorder'))
    await page.getByTestId('origin-filter').selectOption('')
    await page.getByRole('button', { name: explosion.show, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/ExplosionDetection/dataList\\?typeId=${TYPE_ID}&dateType=1$`))
    await expect(page.locator('table tbody tr')).toHaveCount(5)
  })
}

test('the home’s ranking filters its goods and shop tabs by sellers and downloads what a tab shows', async ({ page, request }) => {
  const rankings = strings<{ origin: Record<string, string>; kinds: Record<string, string>; categories: Record<string, string> }>('ru', 'rankings')
  await page.goto('/ru')
  const home = page.getByTestId('home-ranking')
  const tab = (kind: string) => home.locator(`[data-kind="${kind}"]`)
  const tabNames = (kind: string) => tab(kind).locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('[data-testid="ozon-name"]')?.textContent ?? ''))

  // The imported category: its soaring products by the China zone, the ranks the whole ranking's.
  await home.getByRole('button', { name: rankings.categories[TYPE_ID]! }).click()
  await home.getByRole('tab', { name: rankings.kinds.soarGood! }).click()
  await expect(tab('soarGood').locator('tbody tr')).toHaveCount(5)
  await tab('soarGood').getByTestId('origin-filter').selectOption('china')
  await expect.poll(() => tabNames('soarGood')).toEqual([SELLERS[0][1], SELLERS[2][1]])
  await expect(tab('soarGood').locator('tbody tr td:first-child')).toHaveText(['1', '3'])
  // The tab's file: the same two sellers, the country in Russian.
  const download = page.waitForEvent('download')
  await tab('soarGood').getByTestId('ranking-csv').click()
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
  expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(['1', '3'])

  // One choice for goods and shops; the other kinds have no sellers to filter, only their file.
  await expect(tab('soarMall').getByTestId('origin-filter')).toHaveValue('china')
  await expect(tab('brand').getByTestId('origin-filter')).toHaveCount(0)
  await expect(tab('brand').getByTestId('ranking-csv')).toHaveAttribute('href', new RegExp(`^/api/rankings/brand\\.csv\\?typeId=${TYPE_ID}&dateType=1&date=\\d{4}-\\d{2}-\\d{2}&lang=ru$`))
  await tab('soarGood').getByTestId('origin-filter').selectOption('local')
  await expect.poll(() => tabNames('soarGood')).toEqual([SELLERS[1][1]])

  // A demo category under the same filter: the hot products of local sellers, as the call answers them.
  await home.getByRole('button', { name: rankings.categories['99997']! }).click()
  await home.getByRole('tab', { name: rankings.kinds.good! }).click()
  const answer = (await (await request.get('/api/ozon-report-service/v1/goods-ranking/list?typeId=99997&dateType=1&origin=local')).json()) as { data: Ranking }
  expect(answer.data.list.length).toBeGreaterThan(0)
  await expect.poll(() => tabNames('good')).toEqual(answer.data.list.slice(0, 10).map((row) => String(row.goodsName)))
  await expect(tab('good').getByTestId('ranking-csv')).toHaveAttribute('href', new RegExp(`origin=local&date=${answer.data.date}&lang=ru$`))
  // Every seller again: the page's own rendered ranking.
  await tab('good').getByTestId('origin-filter').selectOption('')
  await expect(tab('good').locator('tbody tr')).toHaveCount(10)
  await expect(tab('good').getByTestId('ranking-csv')).not.toHaveAttribute('href', /origin=/)
})

test('an unknown or empty sellers’ filter in the address leads to the page without it', async ({ page }) => {
  await page.goto(`/ru/ExplosionDetection/historyList?typeId=${TYPE_ID}&origin=everyone`)
  await expect(page).toHaveURL(new RegExp(`/ru/ExplosionDetection/historyList\\?typeId=${TYPE_ID}$`))
  await expect(page.getByTestId('origin-filter')).toHaveValue('')
})

/** The category's soaring products as a file without sellers' countries. */
const importWithoutCountries = () =>
  importFile('no-sellers.csv', ['kind,typeId,period,date,rank,goodsId,goodsName,thumbUrl,daySales,price,dayGrowth', `soarGood,${TYPE_ID},day,${original.date},1,E2E-9,Тонометр,,100,999,`].join('\n'))

test('a ranking imported without sellers’ countries says it cannot be filtered by seller', async ({ page }) => {
  importWithoutCountries()
  const rankings = strings<{ origin: Record<string, string> }>('en', 'rankings')
  await page.goto(`/en/ExplosionDetection/dataList?typeId=${TYPE_ID}&origin=china`)
  await expect(page.getByTestId('origin-none')).toHaveText(rankings.origin.none)
  await page.goto(`/en/ExplosionDetection/dataList?typeId=${TYPE_ID}`)
  await expect(page.getByTestId('origin-none')).toHaveCount(0)
  await expect(page.locator('table tbody tr')).toHaveCount(1)
})

test('the home’s ranking offers no sellers’ filter for a ranking that does not say where its sellers are', async ({ page }) => {
  importWithoutCountries()
  const rankings = strings<{ kinds: Record<string, string>; categories: Record<string, string> }>('zh', 'rankings')
  await page.goto('/')
  const home = page.getByTestId('home-ranking')
  await home.getByRole('button', { name: rankings.categories[TYPE_ID]! }).click()
  await home.getByRole('tab', { name: rankings.kinds.soarGood! }).click()
  const soaring = home.locator('[data-kind="soarGood"]')
  await expect(soaring.locator('tbody tr')).toHaveCount(1)
  await expect(soaring.getByTestId('origin-filter')).toBeDisabled()
  await expect(soaring.getByTestId('ranking-csv')).toBeVisible()
  // The hot products of the same category still say where their sellers are (demo data).
  await expect(home.locator('[data-kind="good"] tbody tr')).toHaveCount(10)
  await expect(home.locator('[data-kind="good"]').getByTestId('origin-filter')).toBeEnabled()
})
