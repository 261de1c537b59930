/**
 * Issue 14: the daily hot ranking on the homes. The first category comes with the page; another
 * category is read from the report service; the six kinds swipe (tabs, arrow keys, a scroll of
 * the strip) with the progress bar following; a failed read offers a retry. ExplosionDetection:
 * the list with its filters, the earlier days, a product's 30 days, and the top-up dialog for a
 * product that is not included, whose application reaches the admin.
 */
import { expect, type Page, test } from '@playwright/test'

import { formatCount } from '../../src/lib/format/numbers'
import { logInAsSeller } from '../helpers/seller-session'
import { logIn } from './admin'

const ranking = (page: Page) => page.getByTestId('home-ranking')
const visiblePage = (page: Page, kind: string) => ranking(page).locator(`[data-kind="${kind}"]`)

/** The report service's own answer, to compare the page with. */
async function apiRows(page: Page, path: string) {
  const response = await page.request.get(`/api/ozon-report-service/v1${path}`, { headers: { 'accept-language': 'en' } })
  return ((await response.json()) as { data: { list: Array<Record<string, string | number | null>> } }).data.list
}

test('the English home shows today’s hot products of the first category, with the spec’s number display', async ({ page }) => {
  await page.goto('/en')
  await expect(ranking(page).getByRole('heading', { name: 'Daily hot ranking' })).toBeVisible()
  await expect(ranking(page).getByText('Demo data')).toBeVisible()
  await expect(ranking(page).getByRole('button', { name: 'Home & living' })).toHaveAttribute('aria-pressed', 'true')
  const rows = visiblePage(page, 'good').locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const expected = await apiRows(page, '/goods-ranking/list?typeId=99997&dateType=1')
  await expect(rows.first().getByTestId('ozon-name')).toHaveText(String(expected[0]!.goodsName))
  // Below Ozon's name, the reader's translation (the demo data has them).
  await expect(rows.first().locator('td').nth(1).locator('[lang="en"]')).toHaveText(String(expected[0]!.nameEn))
  // Sales, sales amount (price × sales) and growth in English: "9,999", "1,234.6", "18K", "12.3K", "1.2M" (the Chinese "w" only on the zh site), "2.3x" or "-".
  for (const cell of await rows.locator('td:nth-child(3), td:nth-child(4)').allTextContents()) expect(cell).toMatch(/^-?(\d{1,3}(,\d{3})*(\.\d)?|\d{1,3}(\.\d)?[KMBT])$/)
  await expect(rows.first().locator('td').nth(2)).toHaveText(formatCount(expected[0]!.daySales, 'en'))
  for (const cell of await rows.locator('td:nth-child(5)').allTextContents()) expect(cell).toMatch(/^(\d+\.\dx|-)$/)
})

test('choosing another category reads its rankings from the report service', async ({ page }) => {
  await page.goto('/en')
  const expected = await apiRows(page, '/goods-ranking/list?typeId=99992&dateType=1')
  await ranking(page).getByRole('button', { name: 'Sports & outdoors' }).click()
  await expect(ranking(page).getByRole('button', { name: 'Sports & outdoors' })).toHaveAttribute('aria-pressed', 'true')
  await expect(visiblePage(page, 'good').locator('tbody tr').first().getByTestId('ozon-name')).toHaveText(String(expected[0]!.goodsName))
  const brands = await apiRows(page, '/brand-grail/brandSalesGmvTop10?typeId=99992&salesOrGmv=1&dayOrWeek=1')
  await expect(visiblePage(page, 'brand').locator('tbody tr').first().getByTestId('ozon-name')).toHaveText(String(brands[0]!.brandName))
})

test('the six kinds swipe by tab, by arrow key and by scrolling the strip, the progress bar following', async ({ page }) => {
  await page.goto('/ru')
  const tabs = ranking(page).getByRole('tab')
  await expect(tabs).toHaveCount(6)
  const progress = ranking(page).getByRole('progressbar')
  await expect(progress).toHaveAttribute('aria-valuenow', '1')

  await ranking(page).getByRole('tab', { name: 'Популярные бренды' }).click()
  await expect(ranking(page).getByRole('tab', { name: 'Популярные бренды' })).toHaveAttribute('aria-selected', 'true')
  await expect(progress).toHaveAttribute('aria-valuenow', '6')
  // The strip scrolled to the sixth page.
  const strip = ranking(page).locator('#home-ranking-pages')
  await expect.poll(() => strip.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(5)

  await ranking(page).getByRole('tab', { name: 'Популярные бренды' }).press('ArrowLeft')
  await expect(ranking(page).getByRole('tab', { name: 'Быстрорастущие магазины' })).toHaveAttribute('aria-selected', 'true')
  await expect(ranking(page).getByRole('tab', { name: 'Быстрорастущие магазины' })).toBeFocused()
  await expect(progress).toHaveAttribute('aria-valuenow', '5')

  // A swipe is a scroll of the strip: the tab and the bar follow where it settles.
  await strip.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: 'instant' }))
  await expect(ranking(page).getByRole('tab', { name: 'Популярные категории' })).toHaveAttribute('aria-selected', 'true')
  await expect(progress).toHaveAttribute('aria-valuenow', '2')
})

test('a ranking that cannot be read says so in the page’s language and can be tried again', async ({ page }) => {
  await page.goto('/')
  let failing = true
  await page.route('**/api/ozon-report-service/v1/goods-ranking/list?typeId=99991*', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, message: '服务繁忙' }) }) : route.continue(),
  )
  await ranking(page).getByRole('button', { name: '数码家电' }).click()
  const hot = visiblePage(page, 'good')
  await expect(hot.getByRole('alert')).toContainText('榜单加载失败')
  failing = false
  await hot.getByRole('button', { name: '重试' }).click()
  await expect(hot.locator('tbody tr')).toHaveCount(10)
})

test.describe('ExplosionDetection', () => {
  test('the list filters by category and period, and a product opens its 30 days as a chart and a table', async ({ page }) => {
    await page.goto('/en/ExplosionDetection/dataList')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emerging best sellers')
    await expect(page.locator('main tbody tr')).toHaveCount(20)
    await page.getByLabel('Category').selectOption({ label: 'Electronics & appliances' })
    await page.getByLabel('Period').selectOption({ label: 'Weekly' })
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/\/en\/ExplosionDetection\/dataList\?typeId=99991&dateType=2$/)
    await expect(page.getByLabel('Category')).toHaveValue('99991')
    await expect(page.locator('main tbody tr')).toHaveCount(20)

    const first = page.locator('main tbody tr').first()
    const name = (await first.getByTestId('ozon-name').textContent()) ?? ''
    await first.getByRole('link', { name: /Trend/ }).click()
    await expect(page).toHaveURL(/\/en\/ExplosionDetection\/details\?goodsId=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    // The chart library arrives with the page's runtime and draws into its box.
    await expect(page.getByTestId('product-chart').locator('canvas')).toBeVisible()
    // The same 30 days in words (the table named by its caption, not the chart's legend).
    await expect(page.getByRole('table', { name: 'Daily sales and rank, last 30 days' }).locator('tbody tr')).toHaveCount(30)
  })

  test('earlier days list each day’s soaring products', async ({ page }) => {
    await page.goto('/ru/ExplosionDetection/historyList?typeId=99998')
    const dates = page.getByRole('navigation', { name: 'Даты' }).getByRole('link')
    await expect(dates).toHaveCount(30)
    await expect(dates.first()).toHaveAttribute('aria-current', 'page')
    const second = (await dates.nth(1).textContent()) ?? ''
    await dates.nth(1).click()
    await expect(page).toHaveURL(new RegExp(`date=${second}$`))
    await expect(page.getByRole('navigation', { name: 'Даты' }).getByRole('link', { name: second })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main tbody tr')).toHaveCount(20)
  })

  test('a product ID that is not one says so', async ({ page }) => {
    await page.goto('/ExplosionDetection/details?goodsId=abc')
    await expect(page.getByRole('alert').filter({ hasText: '商品 ID 应为 1 到 20 位数字' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: '商品 ID' })).toHaveAttribute('aria-invalid', 'true')
  })

  test('a product that is not included: a guest is asked to log in, a seller applies and staff see the application', async ({ page, context, baseURL }) => {
    const goodsId = String(900_000_000_000 + (Date.now() % 99_999_999))
    await page.goto(`/en/ExplosionDetection/details?goodsId=${goodsId}`)
    await expect(page.getByTestId('not-included')).toContainText('This product is not included yet')
    await page.getByRole('button', { name: 'Apply for supplementary data' }).click()
    await expect(page.getByRole('dialog')).toContainText('Log in')
    await page.keyboard.press('Escape')

    await logInAsSeller(context, baseURL as string)
    await page.goto(`/en/ExplosionDetection/details?goodsId=${goodsId}`)
    await page.getByRole('button', { name: 'Apply for supplementary data' }).click()
    const dialog = page.getByTestId('top-up')
    await expect(dialog).toContainText(`Product ID: ${goodsId}`)
    await expect(dialog).toContainText('The data is still syncing')
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(620)
    await dialog.getByRole('button', { name: 'Apply for supplementary data' }).click()
    const done = page.getByTestId('top-up-done')
    await expect(done).toContainText('Application submitted successfully')
    await expect(done).toContainText('official-account message')
    expect((await done.boundingBox())?.width).toBeLessThanOrEqual(500)
    await done.getByRole('button', { name: 'I know' }).click()
    await expect(done).toHaveCount(0)

    await logIn(page)
    await page.goto(`/admin/collections/top-up-applications?search=${goodsId}`)
    await expect(page.getByText(goodsId).first()).toBeVisible()
  })
})
