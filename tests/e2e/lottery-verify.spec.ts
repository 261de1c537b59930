/**
 * The lottery anyone can check, in Chromium: the verify page re-computes the fixed vectors
 * (tests/fixtures/lottery/vectors.json, which the server's code gives too: tests/unit/lottery-fairness.test.ts)
 * in the browser and finds a tampered log; on a real campaign, sellers draw, the marketer ends
 * it, and a seller checks their own draw and every draw on the desktop page, and a phone on its twin.
 */
import { readFileSync } from 'node:fs'

import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { type FairTable, withStock } from '../../src/lib/lottery/fairness'
import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { adminToken } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'
import { USER_AGENTS } from '../helpers/user-agents'
import { strings } from './page-helpers'

type Texts = { verify: Record<string, string> }

const vectors = JSON.parse(readFileSync('tests/fixtures/lottery/vectors.json', 'utf8')) as {
  seed: string
  table: FairTable
  tableDigest: string
  commitment: string
  draws: Array<{ sequence: number; player: string; odds: string | null }>
}

/** The vectors as the public call would answer them: outcomes after the stock rule, the seed revealed. */
function vectorAnswer(tamper = false) {
  const won = new Map<string, number>()
  const draws = vectors.draws.map((draw) => {
    const outcome = withStock(vectors.table, draw.odds, draw.odds ? (won.get(draw.odds) ?? 0) : 0)
    if (outcome) won.set(outcome, (won.get(outcome) ?? 0) + 1)
    return { sequence: draw.sequence, player: draw.player, outcome, seller: '138****0000' }
  })
  if (tamper) draws[0] = { ...draws[0]!, outcome: draws[0]!.outcome ? null : vectors.table.prizes[2]!.id }
  const data = {
    scheme: 'ozon-lottery/v1',
    campaignId: vectors.table.campaignId,
    commitment: vectors.commitment,
    tableDigest: vectors.tableDigest,
    table: vectors.table,
    seed: vectors.seed,
    committedAt: '2026-01-01T00:00:00.000Z',
    committedBeforeStart: true,
    draws,
    title: 'Vectors',
    activityId: 42,
    startsAt: '2026-01-02T00:00:00.000Z',
    endsAt: '2026-01-03T00:00:00.000Z',
    phase: 'ended',
    prizeNames: { [vectors.table.prizes[0]!.id]: 'VIP', [vectors.table.prizes[1]!.id]: 'Coupon', [vectors.table.prizes[2]!.id]: 'Phone' },
  }
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, message: 'ok', data }) }
}

async function checkOne(page: Page, texts: Texts, sequence: number, player: string) {
  await page.getByLabel(texts.verify.sequence!).fill(String(sequence))
  await page.getByLabel(texts.verify.player!).fill(player)
  await page.getByTestId('verify-check').click()
  return page.getByTestId('verify-result')
}

test('the browser re-computes the fixed vectors as the server does, and finds a tampered log', async ({ page }) => {
  const texts = strings<Texts>('en', 'lottery')
  await page.route('**/lottery/fairness?*', (route) => route.fulfill(vectorAnswer()))
  await page.goto('/en/lottery/verify?campaign=42')
  await expect(page.getByTestId('verify-commitment')).toHaveText(vectors.commitment)
  await expect(page.getByLabel(texts.verify.seedInput!)).toHaveValue(vectors.seed)
  const expected = JSON.parse(vectorAnswer().body).data.draws as Array<{ sequence: number; player: string; outcome: string | null }>
  // Every draw the odds give a prize (the stock rule among them) and a few they do not.
  const sample = [...expected.filter((_, index) => vectors.draws[index]!.odds !== null), ...expected.filter((_, index) => vectors.draws[index]!.odds === null).slice(0, 4)]
  for (const draw of sample) {
    const result = await checkOne(page, texts, draw.sequence, draw.player)
    await expect(result, `draw ${draw.sequence}`).toHaveAttribute('data-outcome', draw.outcome ?? '')
    await expect(result.getByTestId('verify-match')).toBeVisible()
  }
  await page.getByTestId('verify-all').click()
  await expect(page.getByText(texts.verify.allOk!.replace('{{count}}', '40'))).toBeVisible()

  // One outcome changed in the log: both checks say so.
  await page.unroute('**/lottery/fairness?*')
  await page.route('**/lottery/fairness?*', (route) => route.fulfill(vectorAnswer(true)))
  await page.reload()
  await page.getByTestId('verify-all').click()
  await expect(page.getByText(texts.verify.allFailed_one!)).toBeVisible()
  const first = await checkOne(page, texts, 1, expected[0]!.player)
  await expect(first.getByTestId('verify-match')).toHaveCount(0)
  // A seed that is not one is refused in the page's language, and nothing typed is lost.
  await page.getByLabel(texts.verify.seedInput!).fill('not a seed')
  await page.getByTestId('verify-check').click()
  await expect(page.getByText(texts.verify.badInput!)).toBeVisible()
  await expect(page.getByLabel(texts.verify.player!)).toHaveValue(expected[0]!.player)
})

/** A seller registered for the campaign over HTTP (so with its chances), the browser context carrying the session. */
async function sellerFor(baseURL: string, activityId: number, context?: BrowserContext) {
  const client = new SellerClient(baseURL)
  const phone = freshPhone()
  await client.sendCode(phone, 'reg')
  const code = await lastSmsCode(baseURL, phone, 'reg')
  const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1', expandInfo: JSON.stringify({ actId: activityId }) })
  expect(registered.status, JSON.stringify(registered.body)).toBe(200)
  if (context) {
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, domain: new URL(baseURL).hostname, path: '/' })))
    await context.addInitScript(() => window.localStorage.setItem('isLogin', 'true'))
  }
  return client
}

test('on a real campaign: sellers draw, the campaign ends, a seller checks their own draw and every draw; a phone uses the twin', async ({ page, context, request, baseURL, browser }) => {
  const token = await adminToken(baseURL!)
  const activityId = 600_000 + (Date.now() % 1_000_000)
  const created = await request.post('/cms-api/lottery-campaigns?locale=zh', {
    headers: { authorization: `JWT ${token}` },
    data: {
      _status: 'published',
      title: `E2E verify ${activityId}`,
      activityId,
      startsAt: new Date(Date.now() - 600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      noPrizeWeight: 1,
      chances: { perRegistration: 2, perInvite: 1, daily: 0 },
      prizes: [{ name: '核验奖品', kind: 'coupon', couponCode: 'CHECK', stock: 2, weight: 1 }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const campaignId = ((await created.json()) as { doc: { id: number } }).doc.id

  const me = await sellerFor(baseURL!, activityId, context)
  const others = await Promise.all([sellerFor(baseURL!, activityId), sellerFor(baseURL!, activityId)])
  for (const client of [me, ...others])
    for (const n of [1, 2]) expect((await client.call('POST', '/lottery/draw', { actId: activityId, requestId: `verify-${n}-${crypto.randomUUID()}` })).status).toBe(200)

  // While it runs the seed is not out: the page says when it will be.
  const texts = strings<Texts>('zh', 'lottery')
  await page.goto(`/lottery/verify?campaign=${campaignId}`)
  await expect(page.getByTestId('verify-commitment')).toHaveText(/^[0-9a-f]{64}$/)
  await expect(page.getByTestId('verify-seed')).toHaveCount(0)
  await expect(page.getByText(texts.verify.logCount!.replace('{{count}}', '6'))).toBeVisible()

  // The marketer ends it (two minutes ago: the seed shows a minute after the end).
  const ended = await request.patch(`/cms-api/lottery-campaigns/${campaignId}?locale=zh`, { headers: { authorization: `JWT ${token}` }, data: { endsAt: new Date(Date.now() - 120_000).toISOString() } })
  expect(ended.ok(), await ended.text()).toBe(true)
  await page.reload()
  await expect(page.getByTestId('verify-seed')).toHaveText(/^[0-9a-f]{64}$/)
  // My two draws are listed; one fills the form, and it checks out against the log.
  await expect(page.getByTestId('verify-mine')).toHaveCount(2)
  await page.getByTestId('verify-mine').first().click()
  await page.getByTestId('verify-check').click()
  await expect(page.getByTestId('verify-match')).toHaveText(texts.verify.matches!)
  await page.getByTestId('verify-all').click()
  await expect(page.getByText(texts.verify.allOk!.replace('{{count}}', '6'))).toBeVisible()

  // A phone is sent to the twin, in Russian, with the same checks.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: USER_AGENTS['iPhone Safari'].ua, isMobile: true, hasTouch: true })
  const mobile = await phone.newPage()
  await mobile.goto(`/ru/lottery/verify?campaign=${campaignId}`)
  await expect(mobile).toHaveURL(new RegExp(`/ru/m/lottery/verify\\?campaign=${campaignId}$`))
  const ru = strings<Texts>('ru', 'lottery')
  await mobile.getByTestId('verify-all').click()
  await expect(mobile.getByText(ru.verify.allOk!.replace('{{count}}', '6'))).toBeVisible()
  await phone.close()
})
