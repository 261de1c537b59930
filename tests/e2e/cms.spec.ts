import { expect, test } from '@playwright/test'

import { logIn } from './admin'

test('the admin answers with its login form', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('#field-email')).toBeVisible()
  await expect(page.locator('#field-password')).toBeVisible()
})

test('the CMS REST API lives under /cms-api', async ({ request }) => {
  const response = await request.get('/cms-api/globals/footer?locale=en')
  expect(response.status()).toBe(200)
  expect((await response.json()).copyright).toMatch(/All rights reserved/)
  expect((await request.get('/cms-api/globals/footer', { failOnStatusCode: false })).headers()['content-type']).toMatch(/json/)
})

test('a footer edit in the admin appears on the site', async ({ page }) => {
  const copyright = `© 2026 Edited in the admin ${Date.now()}`
  await logIn(page)
  // The admin remembers the last content locale an admin used: ask for zh explicitly.
  await page.goto('/admin/globals/footer?locale=zh')
  const field = page.locator('#field-copyright')
  await expect(field).toBeVisible()
  await field.fill(copyright)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success|成功|успешно/i)

  const started = Date.now()
  await expect
    .poll(
      async () => {
        await page.goto('/')
        return page.getByTestId('footer-copyright').textContent()
      },
      { timeout: 10_000, intervals: [100, 200, 500] },
    )
    .toBe(copyright)
  test.info().annotations.push({ type: 'publish-to-live', description: `${Date.now() - started} ms` })
})
