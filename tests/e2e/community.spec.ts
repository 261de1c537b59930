/**
 * Issue 18 in Chromium: a guest who tries to write gets the guest message and the login sheet; a
 * seller asks a question (with an image) in English, an editor approves it in the admin, and it
 * shows on /en/QACommunity and /en/answerDetail/:id; the seller likes it and answers; on a phone
 * the knowledge-base pages offer the same.
 */
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import sharp from 'sharp'

import { USER_AGENTS } from '../helpers/user-agents'
import { adminToken } from '../helpers/server'
import { logInAsSeller } from '../helpers/seller-session'
import { strings } from './page-helpers'

const content = strings<{ community: Record<string, string> & { status: Record<string, string> } }>('en', 'content')
const service = strings<Record<string, string>>('en', 'service')
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: USER_AGENTS['iPhone Safari'].ua, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }

/** A new CMS editor (not the admin): the role that moderates the community. */
async function createEditor(request: APIRequestContext, baseURL: string): Promise<{ email: string; password: string }> {
  const token = await adminToken(baseURL)
  const editor = { email: `editor-${Date.now()}@test.local`, password: 'Editor-pass-123' }
  const created = await request.post('/cms-api/users', { headers: { authorization: `JWT ${token}` }, data: { ...editor, roles: ['editor'] } })
  expect(created.ok(), await created.text()).toBe(true)
  return editor
}

/** The editor finds the question through "Questions to review" in the admin's menu and approves it. */
async function approveInAdmin(browser: Browser, baseURL: string, editor: { email: string; password: string }, questionId: number, title: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
  await page.goto('/admin')
  // The menu counts what waits (the menu may be folded away at this width: follow its link).
  const queue = page.getByTestId('moderation-nav').getByRole('link', { name: /(Questions to review|待审核提问|Вопросы на проверку) \(\d+\)/ })
  await page.goto((await queue.getAttribute('href')) as string)
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/qa-questions/${questionId}`))
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: /Approved|已通过|Одобрено/ }).click()
  await page.getByRole('button', { name: /Save|保存|Сохранить/ }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success|成功|успешно/i)
  await context.close()
}

test('a guest who tries to ask or like sees the guest message and the login sheet', async ({ page }) => {
  await page.goto('/en/QACommunity')
  await page.getByTestId('ask-question').click()
  await expect(page.getByTestId('toast')).toHaveText(content.community.guest)
  await expect(page.getByTestId('auth-sheet')).toBeVisible()
  await expect(page.getByTestId('question-dialog')).toHaveCount(0)
})

test('a seller asks with an image, an editor approves it, and it shows on the pages of its language', async ({ page, context, baseURL, browser, request }) => {
  const base = baseURL as string
  const editor = await createEditor(request, base)
  await logInAsSeller(context, base)
  const title = `E2E: which FBO warehouse is fastest? ${Date.now()}`

  await page.goto('/en/QACommunity')
  await page.getByTestId('ask-question').click()
  const dialog = page.getByTestId('question-dialog')
  await dialog.getByLabel(content.community.titleLabel).fill(title)
  await dialog.getByLabel(content.community.bodyLabel).fill('We ship from Yiwu.\nOur guide: https://example.com/fbo-guide')
  await dialog.getByLabel(content.community.categoryLabel).selectOption({ label: 'Logistics and warehouses' })
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer()
  await dialog.getByTestId('question-images').setInputFiles({ name: 'warehouse.png', mimeType: 'image/png', buffer: png })
  await expect(dialog.locator('img')).toHaveCount(1)
  await dialog.getByRole('button', { name: content.community.submit, exact: true }).click()
  await expect(page.getByTestId('toast')).toHaveText(service.questionSubmitted)
  await expect(dialog).toHaveCount(0)

  // My posts: waiting for review.
  await page.goto('/en/account')
  const post = page.getByTestId('my-posts').locator('li', { hasText: title })
  await expect(post.getByTestId('post-status')).toHaveText(content.community.status.pending)
  const id = Number((await post.getAttribute('data-testid'))?.replace('post-question-', ''))
  expect(id).toBeGreaterThan(0)
  expect((await request.get(`/en/answerDetail/${id}`)).status()).toBe(404)

  await approveInAdmin(browser, base, editor, id, title)

  // The list of its language shows it within seconds (the approval regenerated it).
  await expect.poll(async () => (await request.get('/en/QACommunity')).text(), { timeout: 20_000 }).toContain(title)
  await page.goto('/en/QACommunity')
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/en/answerDetail/${id}$`))
  await expect(page.getByTestId('question-title')).toHaveText(title)
  await expect(page.getByRole('link', { name: 'https://example.com/fbo-guide' })).toHaveAttribute('rel', 'nofollow ugc noopener')
  const image = page.locator('article img')
  await expect(image).toHaveCount(1)
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(320)

  // The seller likes it (once, however often pressed) and answers.
  const like = page.getByTestId(`like-question-${id}`)
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toContainText('1')
  await page.reload()
  await expect(page.getByTestId(`like-question-${id}`)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId(`like-question-${id}`)).toContainText('1')
  const answerForm = page.getByTestId('answer-form')
  await answerForm.getByRole('textbox').fill('FBO Moscow region accepted our boxes within two days.')
  await answerForm.getByRole('button', { name: content.community.answerSubmit }).click()
  await expect(page.getByTestId('toast')).toHaveText(service.answerSubmitted)

  // In my posts: the question published, the answer waiting; the Chinese list does not carry an English question.
  await page.goto('/en/account')
  await expect(page.getByTestId(`post-question-${id}`).getByTestId('post-status')).toHaveText(content.community.status.approved)
  await expect(page.locator('[data-testid^="post-answer-"]', { hasText: title }).getByTestId('post-status')).toHaveText(content.community.status.pending)
  expect(await (await request.get('/QACommunity')).text()).not.toContain(title)
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test('the knowledge base offers asking, answering and liking; a guest gets the login sheet', async ({ page }) => {
    await page.goto('/en/m/QACommunity')
    await expect(page.getByTestId('ask-question')).toBeVisible()
    await page.getByRole('main').locator('a[href*="/answerDetail/"]').first().click()
    await expect(page).toHaveURL(/\/en\/m\/answerDetail\/\d+$/)
    await expect(page.getByTestId('answer-form')).toBeVisible()
    await page.locator('[data-testid^="like-question-"]').click()
    await expect(page.getByTestId('toast')).toHaveText(content.community.guest)
    await expect(page.getByTestId('auth-sheet')).toBeVisible()
  })
})
