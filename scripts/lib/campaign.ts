/**
 * The campaign mix of `npm run bench`: what a campaign spike brings to the site, every class at
 * once (after a short warm-up), as sellers reach it (through the nginx cache tier in the bench):
 *  - pages, most of the traffic: the home page in three languages, a promotion landing page and
 *    three articles, gzip, from the autocannon CLI in a process of its own (its event loop is not
 *    the sellers');
 *  - sellers: N virtual sellers, each looping captcha → SMS code (registration) → the code from
 *    the local SMS inbox → registration into the bench campaign (no password, so the password
 *    hashing stays out), each time with a new phone and a new client address (X-Forwarded-For);
 *  - draws: each registered seller draws once (a prize or "no prize") and once more (refused:
 *    no chance left).
 * The registration and the draw are the writes a campaign brings; they must stay fast, and the
 * lottery's books right, while the pages are busy. The mix makes its own campaign (one prize of
 * stock 10 with a high weight, so its stock runs out during the run, and two plentiful ones),
 * checks by SQL afterwards that awarded = draws won ≤ stock and that every bench seller got one
 * chance, spent by one draw, then removes the campaign and its sellers.
 * Targets: pages p99 ≤ 100 ms, SMS + register p99 ≤ 2 s, draws p99 ≤ 500 ms, no 5xx.
 *
 * The server needs LOCAL_SMS_INBOX=true (the local SMS provider: no SMS leaves the machine; checked
 * before any code is requested) and, behind nginx, TRUST_PROXY=2 (nginx's hop and the bench's own
 * X-Forwarded-For): otherwise every seller is nginx's address, and the per-address limits (30 SMS
 * codes and 120 registrations an hour) refuse most of them. Per phone (one code a minute, 5 an
 * hour) each seller is a new phone; there is no global budget.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { SERVICE_CODES } from '../../src/lib/auth/codes'
import { accountOf } from '../../src/lib/auth/rules'
import { SAMPLE_USER_AGENTS } from '../../src/lib/device'
import { freshPhone, lastSmsCode } from '../../tests/helpers/fixtures'
import { type Answer, SellerClient } from '../../tests/helpers/user-client'
import { linksOn } from './page-links'
import { percentile } from './stats'

export type CampaignOptions = {
  /** The site as sellers reach it (the nginx cache tier in `npm run bench`). */
  baseUrl: string
  /** Payload's local API on the server's database; loaded from payload.config.ts when not given. */
  payload?: Payload
  /** The measured window; a seller's round started in it runs to its end. */
  durationS: number
  pageConnections: number
  /** Page requests per second over all connections (a campaign's guests, not a flood); 0: as fast as they can. */
  pageRate: number
  sellers: number
  /** The code the server sent a phone; default: the local SMS inbox (GET /api/dev/sms). */
  readSmsCode?: (phone: string) => Promise<string>
}

export type ClassStats = { requests: number; perSecond: number; p50: number; p99: number; errors: number; status5xx: number; status4xx: number }

export type CampaignResult = {
  baseUrl: string
  durationS: number
  pageConnections: number
  pageRate: number
  sellerCount: number
  activityId: number
  pages: ClassStats & { urls: string[] }
  sellers: ClassStats & { registered: number; failedRounds: number; failures: Record<string, number>; flowP50: number; flowP99: number; inboxReads: number; inboxP50: number }
  draws: ClassStats & { won: number; noPrize: number; refused: number }
  prizes: PrizeBook[]
  targets: Array<{ target: string; value: string; pass: boolean }>
  /** What the SQL check found wrong in the lottery's books (empty: OK). */
  mismatches: string[]
  /** No 5xx and no mismatch. */
  ok: boolean
}

// ---- the bench campaign -------------------------------------------------------------------------

const DAY = 86_400_000
const LIMITED_STOCK = 10

type BenchPrize = { id: string; name: string; stock: number }
type BenchCampaign = { id: number; activityId: number; prizes: BenchPrize[] }

async function loadPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config })
}

/**
 * Published, running, of an activity id no earlier run used. It started long ago, so the /lottery
 * pages, which show the latest started campaign, keep showing the site's own.
 */
async function createBenchCampaign(payload: Payload): Promise<BenchCampaign> {
  const activityId = 1_900_000_000 + (Math.floor(Date.now() / 1000) % 100_000_000)
  const prizes = [
    { name: '压测限量券', kind: 'coupon' as const, couponCode: 'BENCH-LIMITED', stock: LIMITED_STOCK, weight: 50 },
    { name: '压测优惠券', kind: 'coupon' as const, couponCode: 'BENCH-COUPON', stock: 1_000_000, weight: 20 },
    { name: '压测会员 7 天', kind: 'membership' as const, membershipDays: 7, stock: 1_000_000, weight: 10 },
  ]
  const doc = await payload.create({
    collection: 'lottery-campaigns',
    locale: 'zh',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      _status: 'published',
      title: `压测活动 ${activityId}`,
      activityId,
      startsAt: new Date('2000-01-01T00:00:00Z').toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
      chances: { perRegistration: 1, perInvite: 0, daily: 0, maxInvites: 0, invitesPerAddressDaily: 1 },
      noPrizeWeight: 20,
      prizes,
    },
  })
  return { id: doc.id, activityId, prizes: prizes.map((prize, index) => ({ id: doc.prizes?.[index]?.id ?? '', name: prize.name, stock: prize.stock })) }
}

/** The campaign (its draws first: a played campaign cannot be deleted), then the bench's sellers and their codes. */
async function removeBenchCampaign(payload: Payload, campaign: BenchCampaign, phones: string[]): Promise<void> {
  const pool = payload.db.pool
  await pool.query('DELETE FROM lottery_draws WHERE campaign_id = $1', [campaign.id])
  await payload.delete({ collection: 'lottery-campaigns', id: campaign.id, overrideAccess: true, context: { disableRevalidate: true } })
  const ofSellers = 'seller_id IN (SELECT id FROM sellers WHERE phone = ANY($1))'
  phones = phones.map(stored)
  await pool.query(`DELETE FROM seller_sessions WHERE ${ofSellers}`, [phones])
  await pool.query(`DELETE FROM login_credentials WHERE ${ofSellers}`, [phones])
  // Their chances, draws, invite codes and registration analytics go with them (ON DELETE CASCADE).
  await pool.query('DELETE FROM sellers WHERE phone = ANY($1)', [phones])
  await pool.query('DELETE FROM sms_codes WHERE phone = ANY($1)', [phones])
  await pool.query('DELETE FROM local_sms_outbox WHERE phone = ANY($1)', [phones])
}

// ---- measuring ----------------------------------------------------------------------------------

type Sample = { status: number; ms: number }

const rounded = (ms: number) => Math.round(ms)

function statsOf(samples: Sample[], seconds: number): ClassStats {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b)
  return {
    requests: samples.length,
    perSecond: rounded(samples.length / seconds),
    p50: rounded(percentile(times, 50)),
    p99: rounded(percentile(times, 99)),
    // Status 0: no answer (network error, timeout).
    errors: samples.filter((sample) => sample.status === 0 || sample.status >= 500).length,
    status5xx: samples.filter((sample) => sample.status >= 500).length,
    status4xx: samples.filter((sample) => sample.status >= 400 && sample.status < 500).length,
  }
}

type CallOptions = Parameters<SellerClient['call']>[3]

/** A SellerClient (a new address each) that times every call it makes into `samples`. */
class TimedClient extends SellerClient {
  constructor(
    baseUrl: string,
    public samples: Sample[],
  ) {
    super(baseUrl)
  }

  override async call<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown, options?: CallOptions): Promise<Answer<T>> {
    const started = performance.now()
    try {
      const answer = await super.call<T>(method, path, body, options)
      this.samples.push({ status: answer.status, ms: performance.now() - started })
      return answer
    } catch (error) {
      // No answer (0), or one that is not the service's JSON: a proxy's error page says its status
      // only in SellerClient's message ("POST /path: 502 not JSON: ...").
      const status = Number(/: (\d{3}) not JSON/.exec(String(error))?.[1] ?? 0)
      this.samples.push({ status, ms: performance.now() - started })
      throw error
    }
  }
}

// ---- pages --------------------------------------------------------------------------------------

/** The landing pages of a campaign: the home page in each language, a promotion page, three articles. */
async function pageUrls(baseUrl: string): Promise<string[]> {
  const articles = await linksOn(baseUrl, '/business-college/operate/1', /href="(\/article\/[^"]+)"/, 3)
  return ['/', '/en', '/ru', '/promote/pc', ...articles]
}

type AutocannonJson = {
  latency: { p50: number; p99: number }
  requests: { total: number; average: number }
  errors: number
  timeouts: number
  '4xx': number
  '5xx': number
}

/**
 * autocannon takes one URL on its command line; a HAR file gives it the list, which each
 * connection requests in turn. As a desktop browser would ask (the tier caches gzip apart).
 */
function harOf(baseUrl: string, urls: string[]) {
  const headers = [
    { name: 'accept-encoding', value: 'gzip' },
    { name: 'user-agent', value: SAMPLE_USER_AGENTS.desktop },
  ]
  return { log: { entries: urls.map((url) => ({ request: { method: 'GET', url: baseUrl + url, headers } })) } }
}

async function runPages(baseUrl: string, urls: string[], connections: number, rate: number, durationS: number): Promise<ClassStats> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
  try {
    const har = path.join(dir, 'pages.har')
    writeFileSync(har, JSON.stringify(harOf(baseUrl, urls)))
    const args = ['--json', '-c', String(connections), '-d', String(durationS), ...(rate > 0 ? ['--overallRate', String(rate)] : []), '--har', har, baseUrl]
    const { stdout } = await promisify(execFile)('node_modules/.bin/autocannon', args, { maxBuffer: 16 * 1024 * 1024 })
    const result = JSON.parse(stdout) as AutocannonJson
    return {
      requests: result.requests.total,
      perSecond: rounded(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result['5xx'],
      status5xx: result['5xx'],
      status4xx: result['4xx'],
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// ---- sellers and draws --------------------------------------------------------------------------

type DrawOutcome = { status: number; code?: number | string; prizeId?: string }

type BenchSeller = { phone: string; registered: boolean; first?: DrawOutcome; second?: DrawOutcome }

/** What the seller rounds share: where they go, and what they measured. */
type Rounds = {
  baseUrl: string
  activityId: number
  readSmsCode: (phone: string) => Promise<string>
  sellerRequests: Sample[]
  drawRequests: Sample[]
  /** SMS code request (captcha included) + registration, per registered seller. */
  flows: number[]
  inboxReads: number[]
  /** Every phone sent a code (cleaned up at the end). */
  phones: string[]
  /** Every phone whose registration was sent (checked by SQL at the end, the warm-up's too). */
  sellers: BenchSeller[]
  /** How many of `sellers` the warm-up registered (left out of the counts). */
  warmUpSellers: number
  failures: Record<string, number>
}

type DrawBody = { data?: { won: boolean; prize: { id: string } | null } }

async function draw(client: TimedClient, activityId: number): Promise<DrawOutcome> {
  try {
    const answer = await client.call<DrawBody>('POST', '/lottery/draw', { actId: activityId, requestId: `bench-${randomUUID()}` })
    return { status: answer.status, code: answer.body.code, prizeId: answer.body.data?.prize?.id }
  } catch {
    return { status: 0 }
  }
}

class RoundFailed extends Error {}

const refusal = (step: string, answer: Answer) => new RoundFailed(`${step}: ${answer.status} ${answer.body.code}`)

/**
 * One seller: a code, the registration, two draws. The flow time is the code request (its captcha
 * included) plus the registration; reading the inbox between them is not the site's work.
 */
async function sellerRound(rounds: Rounds): Promise<void> {
  const client = new TimedClient(rounds.baseUrl, rounds.sellerRequests)
  const phone = freshPhone()
  rounds.phones.push(phone)
  const codeStarted = performance.now()
  const sent = await client.sendCode(phone, 'reg')
  const codeMs = performance.now() - codeStarted
  if (sent.status !== 200) throw refusal('SMS code', sent)

  const inboxStarted = performance.now()
  const code = await rounds.readSmsCode(phone)
  rounds.inboxReads.push(performance.now() - inboxStarted)

  const seller: BenchSeller = { phone, registered: false }
  rounds.sellers.push(seller)
  const registerStarted = performance.now()
  const expandInfo = JSON.stringify({ actId: rounds.activityId })
  const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1', expandInfo })
  if (registered.status !== 200) throw refusal('register', registered)
  rounds.flows.push(codeMs + performance.now() - registerStarted)
  seller.registered = true

  client.samples = rounds.drawRequests
  seller.first = await draw(client, rounds.activityId)
  seller.second = await draw(client, rounds.activityId)
}

/** Rounds until `until` (performance.now()); a failed round is counted by its reason, and the seller pauses briefly. */
async function sellerLoop(rounds: Rounds, until: number): Promise<void> {
  while (performance.now() < until) {
    try {
      await sellerRound(rounds)
    } catch (error) {
      const reason = error instanceof RoundFailed ? error.message : String(error).slice(0, 120)
      rounds.failures[reason] = (rounds.failures[reason] ?? 0) + 1
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/** Each page twice (the tier's copies made) and one seller round (the service's code loaded); not measured. */
async function warmUp(rounds: Rounds, urls: string[]): Promise<void> {
  for (const url of [...urls, ...urls]) await (await fetch(rounds.baseUrl + url, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()
  await sellerRound(rounds)
  rounds.warmUpSellers = rounds.sellers.length
  rounds.sellerRequests.length = 0
  rounds.drawRequests.length = 0
  rounds.flows.length = 0
  rounds.inboxReads.length = 0
}

/** The inbox answers only where the SMS provider is the local one: without it, no code is requested at all. */
async function assertLocalInbox(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/sms?phone=${freshPhone()}`)
  if (!response.ok) throw new Error(`GET /api/dev/sms answered ${response.status}: the campaign mix needs the local SMS provider and LOCAL_SMS_INBOX=true`)
}

// ---- the books ----------------------------------------------------------------------------------

type PrizeBook = { name: string; stock: number; awarded: number; drawsWon: number }

async function prizeBooks(pool: Pool, campaign: BenchCampaign): Promise<PrizeBook[]> {
  const awards = await pool.query<{ prize_id: string; awarded: number }>('SELECT prize_id, awarded FROM lottery_prize_awards WHERE campaign_id = $1', [campaign.id])
  const won = await pool.query<{ prize_id: string; draws: number }>(
    'SELECT prize_id, count(*)::int AS draws FROM lottery_draws WHERE campaign_id = $1 AND prize_id IS NOT NULL GROUP BY prize_id',
    [campaign.id],
  )
  return campaign.prizes.map((prize) => ({
    name: prize.name,
    stock: prize.stock,
    awarded: awards.rows.find((row) => row.prize_id === prize.id)?.awarded ?? 0,
    drawsWon: won.rows.find((row) => row.prize_id === prize.id)?.draws ?? 0,
  }))
}

type SellerBook = { phone: string; chances: number; spent: number; draws: number }

/** The database keeps numbers in E.164; the bench types mainland numbers as 11 digits. */
const stored = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`)

/** Each bench seller's chances in the campaign, how many are spent, and the draws that spent them. */
async function sellerBooks(pool: Pool, campaign: BenchCampaign, phones: string[]): Promise<SellerBook[]> {
  const { rows } = await pool.query<SellerBook>(
    `SELECT s.phone, count(c.id)::int AS chances, count(c.spent_at)::int AS spent, count(d.id)::int AS draws
       FROM sellers s
       LEFT JOIN lottery_chances c ON c.seller_id = s.id AND c.campaign_id = $1
       LEFT JOIN lottery_draws d ON d.chance_id = c.id AND d.seller_id = s.id
      WHERE s.phone = ANY($2)
      GROUP BY s.phone`,
    [campaign.id, phones.map(stored)],
  )
  // Named as the bench typed them.
  return rows.map((row) => ({ ...row, phone: accountOf(row.phone) }))
}

/** Counts `items` failing `wrong` into one line (with an example), or nothing. */
function tally<T>(items: T[], wrong: (item: T) => boolean, what: string, example: (item: T) => string): string[] {
  const bad = items.filter(wrong)
  return bad.length ? [`${bad.length} ${what} (e.g. ${example(bad[0]!)})`] : []
}

async function checkBooks(pool: Pool, campaign: BenchCampaign, sellers: BenchSeller[]): Promise<{ prizes: PrizeBook[]; mismatches: string[] }> {
  const prizes = await prizeBooks(pool, campaign)
  const mismatches = prizes.flatMap((prize) => [
    ...(prize.awarded !== prize.drawsWon ? [`prize ${prize.name}: awarded ${prize.awarded}, but ${prize.drawsWon} draws won it`] : []),
    ...(prize.awarded > prize.stock ? [`prize ${prize.name}: awarded ${prize.awarded}, over its stock of ${prize.stock}`] : []),
  ])
  const phones = sellers.map((seller) => seller.phone)
  const books = await sellerBooks(pool, campaign, phones)
  const accounts = new Set(books.map((book) => book.phone))
  const show = (book: SellerBook) => `${book.phone}: ${book.chances} chances, ${book.spent} spent, ${book.draws} draws`
  mismatches.push(
    ...tally(sellers, (seller) => seller.registered && !accounts.has(seller.phone), 'registered sellers without an account', (seller) => seller.phone),
    ...tally(books, (book) => book.chances !== 1, 'sellers without exactly one chance', show),
    ...tally(books, (book) => book.spent !== 1, 'sellers whose chance is not spent once', show),
    ...tally(books, (book) => book.draws !== 1, 'sellers without exactly one draw on their chance', show),
    ...tally(
      sellers.filter((seller) => seller.registered),
      (seller) => seller.second?.status !== 409 || seller.second.code !== SERVICE_CODES.noChance,
      'second draws not refused for want of a chance',
      (seller) => `${seller.phone}: ${seller.second?.status} ${seller.second?.code ?? ''}`,
    ),
  )
  const drawn = await pool.query<{ draws: number }>('SELECT count(*)::int AS draws FROM lottery_draws WHERE campaign_id = $1', [campaign.id])
  const sellerDraws = books.reduce((sum, book) => sum + book.draws, 0)
  if (drawn.rows[0]?.draws !== sellerDraws) mismatches.push(`${drawn.rows[0]?.draws} draws in the campaign, ${sellerDraws} by the bench's sellers`)
  return { prizes, mismatches }
}

// ---- the mix ------------------------------------------------------------------------------------

function summarize(options: CampaignOptions, campaign: BenchCampaign, urls: string[], pages: ClassStats, rounds: Rounds, seconds: number, books: Awaited<ReturnType<typeof checkBooks>>): CampaignResult {
  const flows = [...rounds.flows].sort((a, b) => a - b)
  const sellers = {
    ...statsOf(rounds.sellerRequests, seconds),
    registered: flows.length,
    failedRounds: Object.values(rounds.failures).reduce((sum, count) => sum + count, 0),
    failures: rounds.failures,
    flowP50: rounded(percentile(flows, 50)),
    flowP99: rounded(percentile(flows, 99)),
    inboxReads: rounds.inboxReads.length,
    inboxP50: rounded(percentile([...rounds.inboxReads].sort((a, b) => a - b), 50)),
  }
  const measured = rounds.sellers.slice(rounds.warmUpSellers)
  const firsts = measured.flatMap((seller) => (seller.first?.status === 200 ? [seller.first] : []))
  const draws = {
    ...statsOf(rounds.drawRequests, seconds),
    won: firsts.filter((outcome) => outcome.prizeId).length,
    noPrize: firsts.filter((outcome) => !outcome.prizeId).length,
    refused: measured.filter((seller) => seller.second?.code === SERVICE_CODES.noChance).length,
  }
  const fiveXx = pages.status5xx + sellers.status5xx + draws.status5xx
  const targets = [
    { target: 'pages p99 ≤ 100 ms', value: `${pages.p99} ms`, pass: pages.requests > 0 && pages.p99 <= 100 },
    { target: 'SMS + register p99 ≤ 2 s', value: `${sellers.flowP99} ms`, pass: sellers.registered > 0 && sellers.flowP99 <= 2000 },
    { target: 'draws p99 ≤ 500 ms', value: `${draws.p99} ms`, pass: draws.requests > 0 && draws.p99 <= 500 },
    { target: 'no 5xx', value: String(fiveXx), pass: fiveXx === 0 },
  ]
  return {
    baseUrl: options.baseUrl,
    durationS: options.durationS,
    pageConnections: options.pageConnections,
    pageRate: options.pageRate,
    sellerCount: options.sellers,
    activityId: campaign.activityId,
    pages: { ...pages, urls },
    sellers,
    draws,
    prizes: books.prizes,
    targets,
    mismatches: books.mismatches,
    ok: fiveXx === 0 && books.mismatches.length === 0,
  }
}

export async function runCampaignMix(options: CampaignOptions): Promise<CampaignResult> {
  if (!options.readSmsCode) await assertLocalInbox(options.baseUrl)
  const payload = options.payload ?? (await loadPayload())
  try {
    return await measureMix(options, payload)
  } finally {
    if (!options.payload) await payload.destroy()
  }
}

async function measureMix(options: CampaignOptions, payload: Payload): Promise<CampaignResult> {
  const { baseUrl } = options
  const urls = await pageUrls(baseUrl)
  const campaign = await createBenchCampaign(payload)
  const rounds: Rounds = {
    baseUrl,
    activityId: campaign.activityId,
    readSmsCode: options.readSmsCode ?? ((phone) => lastSmsCode(baseUrl, phone, 'reg')),
    sellerRequests: [],
    drawRequests: [],
    flows: [],
    inboxReads: [],
    phones: [],
    sellers: [],
    warmUpSellers: 0,
    failures: {},
  }
  try {
    await warmUp(rounds, urls)
    const started = performance.now()
    const until = started + options.durationS * 1000
    const loops = Promise.all(Array.from({ length: options.sellers }, () => sellerLoop(rounds, until)))
    // The sellers finish their rounds whatever becomes of autocannon, before anything is checked or removed.
    const pages = await runPages(baseUrl, urls, options.pageConnections, options.pageRate, options.durationS).finally(() => loops)
    const seconds = (performance.now() - started) / 1000
    const books = await checkBooks(payload.db.pool, campaign, rounds.sellers)
    return summarize(options, campaign, urls, pages, rounds, seconds, books)
  } finally {
    await removeBenchCampaign(payload, campaign, rounds.phones)
  }
}

// ---- the report ---------------------------------------------------------------------------------

function textTable(rows: Array<Record<string, string | number>>): string {
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ')
  return [line(columns), ...rows.map((row) => line(columns.map((column) => String(row[column]))))].join('\n')
}

export function formatCampaign(result: CampaignResult): string {
  const { pages, sellers, draws } = result
  const row = (name: string, stats: ClassStats) => ({ class: name, requests: stats.requests, 'req/s': stats.perSecond, 'p50 ms': stats.p50, 'p99 ms': stats.p99, errors: stats.errors, '4xx': stats['status4xx'] })
  const failures = Object.entries(sellers.failures).map(([reason, count]) => `${count}× ${reason}`)
  return [
    `Campaign mix: ${result.durationS} s through ${result.baseUrl}, all at once after a warm-up: pages (autocannon, ${result.pageConnections} connections, ${result.pageRate > 0 ? `${result.pageRate} req/s` : 'unpaced'}, gzip, ${pages.urls.join(' ')}),`,
    `${result.sellerCount} virtual sellers registering into bench campaign ${result.activityId} and drawing twice. Errors: no answer or 5xx.`,
    textTable([row('pages', pages), row('sellers (captcha, SMS code, register)', sellers), row('draws (2 per seller)', draws)]),
    `SMS + register flow (reading the inbox between them not counted): ${sellers.registered} sellers, p50 ${sellers.flowP50} ms, p99 ${sellers.flowP99} ms; ` +
      `${sellers.inboxReads} inbox reads, p50 ${sellers.inboxP50} ms; ${sellers.failedRounds} rounds failed${failures.length ? ` (${failures.join('; ')})` : ''}`,
    `Draws: first ${draws.won + draws.noPrize} answered (${draws.won} won, ${draws.noPrize} no prize), second ${draws.refused} refused (no chance left)`,
    `Prizes (awarded / stock): ${result.prizes.map((prize) => `${prize.name} ${prize.awarded}/${prize.stock}${prize.awarded >= prize.stock ? ' (ran out)' : ''}`).join(', ')}`,
    `Targets: ${result.targets.map((target) => `${target.target}: ${target.value} ${target.pass ? 'PASS' : 'FAIL'}`).join('; ')}`,
    `Books (SQL on the bench campaign): ${result.mismatches.length ? `MISMATCH\n  ${result.mismatches.join('\n  ')}` : 'OK (awarded = draws won ≤ stock; one chance per seller, spent by one draw; second draws refused)'}`,
  ].join('\n')
}
