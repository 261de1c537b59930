import { expect, type Page } from '@playwright/test'

export const admin = { email: process.env.SEED_ADMIN_EMAIL ?? '', password: process.env.SEED_ADMIN_PASSWORD ?? '' }

/** Signs in to the CMS admin with the seeded admin account (scripts/test-db.ts sets it). */
export async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}
