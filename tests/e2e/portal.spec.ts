/**
 * The seller portal in Chromium with the local SMS provider and the local slider: register with
 * an SMS code, log out, log in with the password through the slider, the session cookie's flags,
 * SMS login and logout on 401 in each language, and the registration popup's timing and cookie.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

let counter = 0
function freshPhone(): string {
  counter += 1
  return `138${String((Date.now() % 1_000_000) * 100 + counter).padStart(8, '0').slice(-8)}`
}

async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/api/dev/sms?phone=${phone}`)).json()) as { messages: Array<{ code: string }> }
      code = answer.messages[0]?.code ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** Drags the slider's thumb to the notch like a person would. */
async function solveSlider(page: Page) {
  const slider = page.getByTestId('captcha-slider')
  await expect(slider).toBeVisible()
  const target = Number(await slider.getAttribute('data-target'))
  const track = await page.getByTestId('captcha-track').boundingBox()
  const thumb = await slider.boundingBox()
  if (!track || !thumb) throw new Error('slider not laid out')
  const startX = thumb.x + thumb.width / 2
  const y = thumb.y + thumb.height / 2
  await page.mouse.move(startX, y)
  await page.mouse.down()
  await page.mouse.move(startX + (target * track.width) / 2, y, { steps: 5 })
  await page.mouse.move(startX + target * track.width, y, { steps: 5 })
  await page.mouse.up()
  await expect(slider).toBeHidden()
}

const header = (page: Page) => page.getByTestId('site-header')

test('a new seller registers with an SMS code, logs out, logs in with the password through the slider and sees Enter backend', async ({ page, context, request }) => {
  const phone = freshPhone()
  await page.goto('/en')
  await header(page).getByTestId('register-link').click()
  const sheet = page.getByRole('dialog', { name: 'Register to get a free newcomer gift pack' })
  await expect(sheet).toBeVisible()

  // Validation first: a bad number never reaches the captcha.
  await sheet.getByLabel('Mobile number').fill('12345')
  await sheet.getByTestId('sms-code-button').click()
  await expect(sheet.getByText('Please enter a correct mobile number')).toBeVisible()

  await sheet.getByLabel('Mobile number').fill(phone)
  await sheet.getByTestId('sms-code-button').click()
  await expect(page.getByRole('dialog', { name: 'Security check' })).toBeVisible()
  await solveSlider(page)
  await expect(page.getByTestId('toast')).toHaveText('SMS sent, please check')
  await expect(sheet.getByTestId('sms-code-button')).toHaveText(/^(60|59|58)s$/)
  await expect(sheet.getByTestId('sms-code-button')).toBeDisabled()

  await sheet.getByLabel('SMS code').fill(await lastCode(request, phone))
  await sheet.getByLabel('Password (optional)').fill('abc12345')
  await sheet.getByRole('button', { name: 'Register now' }).click()
  await expect(page).toHaveURL(/\/en\/promote\/mobile\/success$/)
  await expect(page.getByTestId('register-success')).toBeVisible()
  await expect(header(page).getByTestId('enter-link')).toHaveText('Enter backend')

  // The session cookie: HttpOnly, SameSite=Lax, Secure (production); Control-T readable.
  const cookies = await context.cookies()
  const session = cookies.find((c) => c.name === 'userToken')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' })
  expect(cookies.find((c) => c.name === 'Control-T')).toMatchObject({ httpOnly: false })
  expect(await page.evaluate(() => document.cookie)).not.toContain('userToken')

  // Logging out reloads the page as a guest.
  const reloaded = page.waitForEvent('load')
  await header(page).getByTestId('logout-button').click()
  await reloaded
  await expect(header(page).getByTestId('login-link')).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'userToken')).toBeUndefined()

  await header(page).getByTestId('login-link').click()
  const login = page.getByRole('dialog', { name: 'Log in to your account' })
  await login.getByRole('tab', { name: 'Password login' }).click()
  await login.getByLabel('Mobile number').fill(phone)
  await login.getByLabel('Password', { exact: true }).fill('wrong123')
  await login.getByRole('button', { name: 'Log in now' }).click()
  await solveSlider(page)
  await expect(login.getByRole('alert')).toHaveText('Wrong phone number or password')

  await login.getByLabel('Password', { exact: true }).fill('abc12345')
  await login.getByRole('button', { name: 'Log in now' }).click()
  await solveSlider(page)
  await expect(page.getByTestId('toast')).toHaveText('Welcome back')
  await expect(login).toBeHidden()
  const enter = header(page).getByTestId('enter-link')
  await expect(enter).toHaveText('Enter backend')
  await expect(enter).toHaveAttribute('href', /\/workbench\/dashboard$/)
})

for (const [locale, prefix, texts] of [
  ['zh', '', { login: '登录', welcome: '欢迎回来', smsTab: '短信登录', phone: '手机号', code: '短信验证码', submit: '立即登录' }],
  ['en', '/en', { login: 'Log in', welcome: 'Welcome back', smsTab: 'SMS login', phone: 'Mobile number', code: 'SMS code', submit: 'Log in now' }],
  ['ru', '/ru', { login: 'Войти', welcome: 'С возвращением', smsTab: 'Вход по SMS', phone: 'Номер телефона', code: 'Код из SMS', submit: 'Войти' }],
] as const) {
  test(`${locale}: logs in by SMS on /login and is logged out when the session answers 401`, async ({ page, context, request }) => {
    const phone = freshPhone()
    await page.goto(`${prefix}/login`)
    const form = page.locator('main')
    await form.getByRole('tab', { name: texts.smsTab }).click()
    await form.getByLabel(texts.phone, { exact: true }).fill(phone)
    await form.getByTestId('sms-code-button').click()
    await solveSlider(page)
    await form.getByLabel(texts.code).fill(await lastCode(request, phone))
    await form.getByRole('button', { name: texts.submit, exact: true }).click()
    await expect(page.getByTestId('toast')).toHaveText(texts.welcome)
    await expect(header(page).getByTestId('enter-link')).toBeVisible()

    // The server forgets the session (expired, or ended elsewhere): the next page load's
    // session check gets 401, the client logs out and reloads as a guest.
    const token = (await context.cookies()).find((c) => c.name === 'userToken')!
    await context.clearCookies({ name: 'userToken' })
    await page.goto(prefix || '/')
    // The login flag goes (the page reloads in between), and the reloaded page shows a guest.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('isLogin')).catch(() => 'reloading'))
      .toBeNull()
    await page.waitForLoadState('load')
    await expect(header(page).getByTestId('login-link')).toHaveText(texts.login)
    await expect(header(page).getByTestId('enter-link')).toHaveCount(0)
    expect(token.value.length).toBeGreaterThan(30)
  })
}

test.describe('registration popup', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies({ name: 'registeredPopup' })
  })

  test('opens the register sheet on the first click, once, flagged until the next local midnight', async ({ page, context }) => {
    await page.goto('/en/about')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('heading', { level: 1 }).click()
    const sheet = page.getByRole('dialog', { name: 'Register to get a free newcomer gift pack' })
    await expect(sheet).toBeVisible()
    const flag = (await context.cookies()).find((c) => c.name === 'registeredPopup')
    expect(flag).toBeDefined()
    const midnight = await page.evaluate(() => {
      const now = new Date()
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() / 1000
    })
    expect(Math.abs(flag!.expires - midnight)).toBeLessThan(2)

    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await page.reload()
    await page.getByRole('heading', { level: 1 }).click()
    await page.waitForTimeout(500)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('opens by itself 150 s after load when the visitor never clicks', async ({ page }) => {
    await page.clock.install()
    await page.goto('/ru')
    await page.clock.runFor(140_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.clock.runFor(11_000)
    await expect(page.getByRole('dialog', { name: 'Зарегистрируйтесь и получите бесплатный подарок новичка' })).toBeVisible()
  })
})

test('a guest clicking a data link in the top bar gets the guest guide instead of the workbench', async ({ page }) => {
  await page.goto('/en')
  await header(page).getByRole('button', { name: 'Data' }).click()
  const links = header(page).locator('#menu-data a')
  await links.nth(1).click()
  const guide = page.getByRole('dialog', { name: 'Log in to get more benefits' })
  await expect(guide).toBeVisible()
  await expect(guide.getByTestId('guest-warning')).toHaveText('You are currently a tourist and need to log in to view more content')
  expect(page.context().pages()).toHaveLength(1)
})
