/**
 * Workbench links without a hosted workbench, the seller's account page, and the legal texts:
 * a guest gets the guest guide instead of a 404, a seller reaches /account (masked phone,
 * trial, feedback, log out), and the agreement shows the same CMS text as its page.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import pg from 'pg'

import { lastSmsCode, storedPhone } from '../helpers/fixtures'
import { logInAsSeller } from '../helpers/seller-session'
import { solveSlider } from './page-helpers'

type Strings = Record<string, string | Record<string, string>>
const strings = (locale: string, namespace: string): Strings =>
  JSON.parse(readFileSync(path.resolve('locales', locale, `${namespace}.json`), 'utf8')) as Strings

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const) {
  const account = strings(locale, 'account')
  const nav = strings(locale, 'common').nav as Record<string, string>

  test(`${locale}: a guest clicking a workbench link gets the guest guide, not a new tab`, async ({ page, context }) => {
    await page.goto(`${prefix}/`)
    let opened = false
    context.on('page', () => (opened = true))
    await page.getByTestId('site-header').getByRole('link', { name: nav.workbench, exact: true }).click()
    await expect(page.getByTestId('guest-guide')).toBeVisible()
    expect(opened).toBe(false)
    expect(new URL(page.url()).pathname).toBe(prefix || '/')
  })

  test(`${locale}: a guest on /account is asked to log in`, async ({ page }) => {
    await page.goto(`${prefix}/account`)
    await expect(page.getByTestId('account-guest')).toContainText(account.guestTitle as string)
    await expect(page.getByTestId('workbench-note')).toHaveText(account.workbenchNote as string)
  })

  test(`${locale}: a seller reaches the account page from Enter backend, claims the trial, sends feedback, logs out`, async ({ page, context, baseURL }) => {
    const { phone } = await logInAsSeller(context, baseURL as string)
    await page.goto(`${prefix}/`)
    await page.getByTestId('enter-link').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`))
    await expect(page.getByTestId('account-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)

    await expect(page.getByTestId('account-membership')).toHaveText(account.noMembership as string)
    await page.getByTestId('claim-trial').click()
    await expect(page.getByRole('status').filter({ hasText: /3/ })).toBeVisible()
    await expect(page.getByTestId('account-membership')).not.toHaveText(account.noMembership as string)

    await page.getByRole('button', { name: account.feedbackSend as string }).click()
    await expect(page.getByTestId('feedback-status')).toHaveText(account.feedbackRequired as string)
    await page.getByTestId('feedback-text').fill('The keyword ranking misses yesterday')
    await page.getByRole('button', { name: account.feedbackSend as string }).click()
    await expect(page.getByTestId('feedback-status')).toHaveText(account.feedbackSent as string)

    const reloaded = page.waitForEvent('load')
    await page.getByTestId('account-logout').click()
    await reloaded
    await expect(page.getByTestId('account-guest')).toBeVisible()
  })
}

test('a seller sets a password in place on /account and stays signed in', async ({ page, context, baseURL }) => {
  const account = strings('en', 'account')
  const sheet = strings('en', 'auth').sheet as Record<string, string>
  const { phone } = await logInAsSeller(context, baseURL as string)
  // The registration's code went out a moment ago: let the 60 s per-phone gate pass.
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  await db.query(`DELETE FROM rate_limits WHERE key = $1`, [`smsResend:${storedPhone(phone)}`])
  await db.end()

  await page.goto('/en/account')
  const status = page.getByTestId('account-password-status')
  await expect(status).toContainText(account.passwordNotSet as string)
  await page.getByRole('button', { name: account.setPassword as string }).click()
  const form = page.getByTestId('set-password-form')
  await form.getByRole('button', { name: sheet.getCode }).click()
  await solveSlider(page)
  await form.getByLabel(sheet.smsCode, { exact: true }).fill(await lastSmsCode(baseURL as string, phone, 'res'))
  await form.getByLabel(sheet.newPassword, { exact: true }).fill('mine1234')
  await form.getByLabel(sheet.confirmPassword, { exact: true }).fill('mine1234')
  await form.getByRole('button', { name: sheet.savePassword }).click()

  await expect(form).toBeHidden()
  await expect(status).toContainText(account.passwordSet as string)
  await expect(page.getByRole('button', { name: account.changePassword as string })).toBeVisible()
  // Still signed in, after a reload too.
  await page.reload()
  await expect(page.getByTestId('account-phone')).toBeVisible()
  await expect(page.getByTestId('account-guest')).toHaveCount(0)
})

test('the register sheet shows the agreement the admin keeps, the same text as /agreement', async ({ page }) => {
  await page.goto('/ru/agreement')
  const heading = page.getByTestId('legal-agreement').getByRole('heading').first()
  const firstHeading = (await heading.textContent()) ?? ''
  expect(firstHeading.length).toBeGreaterThan(0)

  await page.getByTestId('register-link').click()
  await page.getByRole('dialog').first().getByTestId('open-agreement').click()
  const modal = page.getByTestId('policy-agreement')
  await expect(modal.getByText(firstHeading, { exact: true })).toBeVisible()
})

test('footer agreement and privacy links open their pages', async ({ page }) => {
  await page.goto('/en')
  await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page).toHaveURL(/\/en\/policy$/)
  await expect(page.getByTestId('legal-privacy')).toBeVisible()
})
