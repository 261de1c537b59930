import { expect, test } from '@playwright/test'

import { startRuntime } from './runtime'

for (const runtime of ['before', 'after'] as const) {
  test(`going offline shows the network error banner in the page language (${runtime} the runtime started)`, async ({ page, context }) => {
    await page.goto('/en')
    if (runtime === 'after') await startRuntime(page)
    const banner = page.getByTestId('offline-banner')
    await expect(banner).toBeHidden()
    await context.setOffline(true)
    await expect(banner).toBeVisible()
    await expect(banner).toHaveText('Network connection error, please check the network')
    await expect(banner).toHaveAttribute('role', 'alert')
    await context.setOffline(false)
    await expect(banner).toBeHidden()
  })
}

test('the error page says the app failed, with a link home', async ({ page }) => {
  const response = await page.goto('/ru/500')
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Приложение дало сбой')
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru')
})

test('the footer shows contact, three QR codes and the legal links', async ({ page }) => {
  await page.goto('/en')
  const footer = page.getByTestId('site-footer')
  await expect(footer.getByRole('link', { name: 'service@example.com' })).toHaveAttribute('href', 'mailto:service@example.com')
  await footer.scrollIntoViewIfNeeded()
  const qrCodes = footer.getByRole('img')
  await expect(qrCodes).toHaveCount(3)
  await expect(qrCodes.nth(0)).toHaveAttribute('alt', 'Channel cooperation QR code')
  for (const img of await qrCodes.all()) {
    // The image really loads (a broken media URL would leave it at 0 px).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  }
  await expect(footer.getByRole('link', { name: 'User agreement' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Online courses' })).toHaveAttribute('href', '/en/business-college/online-courses/1')
})
