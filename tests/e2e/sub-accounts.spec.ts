/**
 * Sub-accounts in Chromium (spec section 4 account_select): a seller invited by another accepts
 * on /account (and can leave); a team member logs in with the password, the sheet asks which account to work on (its title takes
 * the focus), and the account page then says whose sub-account the session is.
 */
import { expect, test } from '@playwright/test'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { SellerClient } from '../helpers/user-client'
import { solveSlider, strings } from './page-helpers'

const PASSWORD = 'abc12345'

async function registerWithPassword(baseURL: string) {
  const client = new SellerClient(baseURL)
  const phone = freshPhone()
  await client.sendCode(phone, 'reg')
  const answer = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: await lastSmsCode(baseURL, phone, 'reg'), password: PASSWORD, tenantId: '1' })
  if (answer.status !== 200) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`)
  return { client, phone }
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`

test('a team member chooses the team at login and /account says whose sub-account it is', async ({ page, baseURL }) => {
  const auth = strings('en', 'auth')
  const account = strings('en', 'account')
  const main = await registerWithPassword(baseURL as string)
  const member = await registerWithPassword(baseURL as string)
  const added = await main.client.call<{ data: { id: number } }>('POST', '/user/subAccounts/add', { phone: member.phone, label: 'operations' })
  expect(added.status).toBe(200)
  // The invitation becomes a team once the member accepts it.
  expect((await member.client.call('POST', '/user/subAccounts/accept', { id: added.body.data.id })).status).toBe(200)

  await page.goto('/en/login')
  const form = page.locator('main')
  await form.getByRole('tab', { name: auth.sheet.passwordTab }).click()
  await form.getByLabel(auth.sheet.phone, { exact: true }).fill(member.phone)
  await form.getByLabel(auth.sheet.password, { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: auth.sheet.loginNow, exact: true }).click()
  await solveSlider(page)

  // account_select: the step's title is focused (screen readers start there), own account first.
  await expect(form.getByRole('heading', { name: auth.steps.accountSelectTitle })).toBeFocused()
  await expect(form.getByTestId('account-own')).toBeChecked()
  const team = form.getByRole('radio', { name: `Sub-account of ${masked(main.phone)} (operations)` })
  await team.check()
  await form.getByRole('button', { name: auth.steps.enter, exact: true }).click()
  await expect(page.getByTestId('toast')).toHaveText(auth.message.welcome)

  await page.goto('/en/account')
  await expect(page.getByTestId('acting-as-team')).toContainText(
    account.subAccounts.acting.replace('{{team}}', account.subAccounts.teamLabelled.replace('{{account}}', masked(main.phone)).replace('{{label}}', 'operations')),
  )
})

test('a seller adds a team member on /account; an unregistered phone is asked to register first', async ({ page, baseURL, context }) => {
  const account = strings('en', 'account')
  const service = strings('en', 'service') as unknown as Record<string, string>
  const main = await registerWithPassword(baseURL as string)
  const member = await registerWithPassword(baseURL as string)
  const host = new URL(baseURL as string).hostname
  await context.addCookies([...main.client.cookies].map(([name, value]) => ({ name, value, domain: host, path: '/' })))
  await context.addInitScript(() => window.localStorage.setItem('isLogin', 'true'))

  await page.goto('/en/account')
  const section = page.getByTestId('sub-accounts')
  await expect(section).toContainText(account.subAccounts.none)
  const add = section.getByTestId('sub-account-add')
  await add.getByLabel(strings('en', 'auth').sheet.phone, { exact: true }).fill(freshPhone())
  await add.getByRole('button', { name: account.subAccounts.add }).click()
  await expect(add.getByRole('alert')).toHaveText(service.subAccountNotRegistered)

  await add.getByLabel(strings('en', 'auth').sheet.phone, { exact: true }).fill(member.phone)
  await add.getByLabel(account.subAccounts.label).fill('operations')
  await add.getByRole('button', { name: account.subAccounts.add }).click()
  await expect(section.getByTestId('sub-account')).toContainText(`${masked(member.phone)} · operations · ${account.subAccounts.pending}`)
})

test('an invited seller accepts the invitation on /account, then leaves the team', async ({ page, baseURL, context }) => {
  const account = strings('en', 'account')
  const service = strings('en', 'service') as unknown as Record<string, string>
  const main = await registerWithPassword(baseURL as string)
  const member = await registerWithPassword(baseURL as string)
  expect((await main.client.call('POST', '/user/subAccounts/add', { phone: member.phone, label: 'ads' })).status).toBe(200)
  const host = new URL(baseURL as string).hostname
  await context.addCookies([...member.client.cookies].map(([name, value]) => ({ name, value, domain: host, path: '/' })))
  await context.addInitScript(() => window.localStorage.setItem('isLogin', 'true'))

  await page.goto('/en/account')
  const section = page.getByTestId('sub-accounts')
  const team = account.subAccounts.teamLabelled.replace('{{account}}', masked(main.phone)).replace('{{label}}', 'ads')
  const invitation = section.getByTestId('sub-account-invitation')
  await expect(invitation).toContainText(team)
  await invitation.getByRole('button', { name: account.subAccounts.accept }).click()
  await expect(page.getByTestId('toast')).toHaveText(service.subAccountAccepted)
  await expect(section.getByTestId('sub-account-invitation')).toHaveCount(0)
  const teams = section.getByTestId('sub-account-teams')
  await expect(teams).toContainText(team)

  page.once('dialog', (dialog) => void dialog.accept())
  await teams.getByRole('button', { name: account.subAccounts.leave }).click()
  await expect(page.getByTestId('toast')).toHaveText(service.subAccountLeft)
  await expect(section.getByTestId('sub-account-teams')).toHaveCount(0)
})
