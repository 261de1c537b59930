/**
 * Issue 19 in Chromium: the top bar's search for goods, shops and hot words (results from the
 * rankings), its history per type (newest first, kept across visits, removable one by one or all),
 * and a guest's click on a result getting the guest guide.
 */
import { expect, type Page, test } from '@playwright/test'

import { strings } from './page-helpers'

const common = strings('en', 'common') as unknown as { search: Record<string, string> & { types: Record<string, string>; placeholders: Record<string, string> } }
const { search } = common

async function openSearch(page: Page) {
  await page.getByTestId('site-header').getByTestId('search-button').click()
  const dialog = page.getByTestId('search-dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

/** A word that is in today's rankings: the first word of the top product's name in a category. */
async function wordFromRankings(page: Page, path: string, field: string): Promise<string> {
  const response = await page.request.get(`/api/ozon-report-service/v1${path}`)
  const body = (await response.json()) as { data: { list: Array<Record<string, string>> } }
  return body.data.list[0]![field]!.split(' ')[0]!
}

test('searches goods and shops, keeps the history per type across visits, trims and clears it', async ({ page }) => {
  const goodsWord = await wordFromRankings(page, '/goods-ranking/list?typeId=99997&dateType=1', 'goodsName')
  const shopWord = await wordFromRankings(page, '/mall-soar/soaringList?typeId=99997&dateType=1', 'mallName')
  await page.goto('/en/')
  let dialog = await openSearch(page)

  await dialog.getByRole('radio', { name: search.types.goods }).click()
  // Nothing typed: a clear rule, no request.
  await dialog.getByRole('button', { name: search.submit, exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText(search.wordRule.replace('{{max}}', '100'))

  await dialog.getByLabel(search.placeholders.goods).fill(`  ${goodsWord} `)
  await dialog.getByRole('button', { name: search.submit, exact: true }).click()
  const results = dialog.getByTestId('search-results').getByRole('link')
  await expect(results.first()).toContainText(goodsWord)
  // Best sellers first: every result names the word.
  for (const text of await results.allInnerTexts()) expect(text.toLowerCase()).toContain(goodsWord.toLowerCase())

  await dialog.getByRole('radio', { name: search.types.shops }).click()
  await dialog.getByLabel(search.placeholders.shops).fill(shopWord)
  await dialog.getByRole('button', { name: search.submit, exact: true }).click()
  await expect(dialog.getByTestId('search-results').getByRole('link').first()).toContainText(shopWord)
  await dialog.getByLabel(search.placeholders.shops).fill('zzzz-not-a-shop')
  await dialog.getByRole('button', { name: search.submit, exact: true }).click()
  await expect(dialog.getByTestId('search-results')).toHaveText(search.none.replace('{{word}}', 'zzzz-not-a-shop'))

  // Another visit: the history is there, per type, newest first.
  await page.reload()
  dialog = await openSearch(page)
  await dialog.getByRole('radio', { name: search.types.shops }).click()
  const history = dialog.getByTestId('search-history').getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.first()).toContainText('zzzz-not-a-shop')
  await dialog.getByRole('radio', { name: search.types.goods }).click()
  await expect(dialog.getByTestId('search-history').getByRole('listitem')).toHaveCount(1)
  await expect(dialog.getByTestId('search-history')).toContainText(goodsWord)

  // Trim one, clear the rest.
  await dialog.getByRole('radio', { name: search.types.shops }).click()
  await dialog.getByRole('button', { name: search.removeWord.replace('{{word}}', 'zzzz-not-a-shop') }).click()
  await expect(dialog.getByTestId('search-history').getByRole('listitem')).toHaveCount(1)
  await dialog.getByRole('button', { name: search.clearHistory }).click()
  await expect(dialog.getByTestId('search-history')).toHaveCount(0)
  await dialog.getByRole('radio', { name: search.types.goods }).click()
  await expect(dialog.getByTestId('search-history').getByRole('listitem')).toHaveCount(1)
})

test("a guest's click on a result opens the guest guide instead of the workbench", async ({ page }) => {
  const word = await wordFromRankings(page, '/popularize/keywordList?typeId=99997&dateType=1&rankingType=1', 'keyWord')
  await page.goto('/en/')
  const dialog = await openSearch(page)
  await dialog.getByLabel(search.placeholders.words).fill(word)
  await dialog.getByRole('button', { name: search.submit, exact: true }).click()
  await dialog.getByTestId('search-results').getByRole('link').first().click()
  await expect(page.getByTestId('guest-guide')).toBeVisible()
  await expect(page.getByTestId('search-dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/en\/?$/)
})
