/**
 * "How the data is made": every ranking says when its data was updated and links to
 * /data-methodology, which shows the date of the data shown and the text editors keep in the admin.
 */
import { expect, test } from '@playwright/test'

import { methodologySeed } from '../../cms/seed/data/methodology'

import { adminToken, cmsAsAdmin } from '../helpers/server'
import { strings } from './page-helpers'

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const) {
  const rankings = strings<Record<string, string>>(locale, 'rankings')

  test(`${locale}: a ranking says when it was updated and leads to how the data is made`, async ({ page }) => {
    await page.goto(`${prefix}/ExplosionDetection/dataList`)
    const updated = page.getByTestId('ranking-updated')
    await expect(updated).toBeVisible()
    // Beijing time, or Moscow time on Russian pages, with the zone named.
    await expect(updated).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    await expect(updated).toContainText(locale === 'ru' ? 'МСК' : locale === 'en' ? 'Beijing time' : '北京时间')
    await page.getByTestId('methodology-link').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/data-methodology$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(methodologySeed[locale].title)
    const state = page.getByTestId('methodology-state')
    await expect(state).toContainText(rankings.demo)
    await expect(state).toContainText(/\d{4}-\d{2}-\d{2}/)
    await expect(page.getByTestId('methodology-text').getByRole('heading').first()).toBeVisible()

    // The home's daily ranking links there too.
    await page.goto(prefix || '/')
    await expect(page.getByTestId('home-ranking').getByTestId('methodology-link')).toHaveAttribute('href', `${prefix}/data-methodology`)
  })
}

test('an editor\'s change of the text shows on the page within seconds', async ({ page, baseURL }) => {
  const base = baseURL as string
  const token = await adminToken(base)
  const title = `How the data is made (${Date.now()})`
  await cmsAsAdmin(base, token, '/globals/data-methodology?locale=en', { method: 'POST', body: JSON.stringify({ title }) })
  try {
    await expect
      .poll(
        async () => {
          await page.goto('/en/data-methodology')
          return page.getByRole('heading', { level: 1 }).textContent()
        },
        { timeout: 20_000 },
      )
      .toBe(title)
  } finally {
    await cmsAsAdmin(base, token, '/globals/data-methodology?locale=en', { method: 'POST', body: JSON.stringify({ title: methodologySeed.en.title }) })
  }
})
