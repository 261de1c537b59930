import { expect, test } from '@playwright/test'

import { logIn } from './admin'

test('a reader follows the footer course link to a list, pages through it and opens an article (English)', async ({ page }) => {
  await page.goto('/en')
  await page.getByTestId('site-footer').locator('a[href="/en/business-college/online-courses/1"]').click()
  await expect(page).toHaveURL(/\/en\/business-college\/online-courses\/1$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online courses')

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/online-courses\/2$/)
  // The URL changes a moment before page 2 is on screen: read the titles once it is.
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('2')

  const first = page.locator('article h2 a').first()
  const title = (await first.textContent()) ?? ''
  await first.click()
  await expect(page.getByTestId('article-title')).toHaveText(title)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByTestId('article-body')).not.toBeEmpty()
})

test('the QA community lists questions and opens one with its best answer (Russian)', async ({ page }) => {
  await page.goto('/ru/QACommunity')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вопросы и ответы')
  await page.locator('main li h2 a').first().click()
  await expect(page.getByTestId('question-title')).toBeVisible()
  await expect(page.getByText('Лучший ответ').first()).toBeVisible()
})

test('an article edited in the admin stays off the site as a draft and is live within seconds of publishing', async ({ page, request }) => {
  const found = await request.get('/cms-api/articles?where[section][equals]=operate&limit=1&sort=-publishedAt&locale=en&depth=0')
  const article = (await found.json()).docs[0] as { id: number; title: string }
  const livePath = `/en/article/operate/${article.id}`

  await logIn(page)
  await page.goto(`/admin/collections/articles/${article.id}?locale=en`)
  const title = page.locator('#field-title')
  await expect(title).toBeEditable()
  // The body's rich-text editor loads with the seeded content (needs an up-to-date admin import map).
  await expect(page.locator('[data-lexical-editor="true"]').first()).toContainText(/\w{4}/)

  const draftTitle = `Draft only ${Date.now()}`
  await title.fill(draftTitle)
  // Autosave keeps the draft (the editor's session reads it back); the public page must not change.
  await expect
    .poll(async () => (await (await page.request.get(`/cms-api/articles/${article.id}?draft=true&locale=en&depth=0`)).json()).title, { timeout: 15_000 })
    .toBe(draftTitle)
  const reader = await page.context().browser()!.newPage()
  await reader.goto(livePath)
  await expect(reader.getByTestId('article-title')).toHaveText(article.title)

  const publishedTitle = `Published in the admin ${Date.now()}`
  await title.fill(publishedTitle)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/publish|success/i)
  const started = Date.now()
  await expect
    .poll(
      async () => {
        await reader.goto(livePath)
        return reader.getByTestId('article-title').textContent()
      },
      { timeout: 30_000, intervals: [100, 200, 500] },
    )
    .toBe(publishedTitle)
  test.info().annotations.push({ type: 'publish-to-live', description: `${Date.now() - started} ms` })
  // The list regenerates a moment after the detail page: poll it too, reloading each time.
  await expect
    .poll(
      async () => {
        await reader.goto('/en/business-college/operate/1')
        return reader.getByText(publishedTitle).count()
      },
      { timeout: 30_000, intervals: [100, 200, 500] },
    )
    .toBeGreaterThan(0)
  await reader.close()
})
