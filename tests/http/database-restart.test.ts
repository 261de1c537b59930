/**
 * The database restarts and the app is killed (-9) under load, on this test's own embedded
 * PostgreSQL (never the shared test database: in CI that is Debian's, which a test may not stop).
 *
 * 1. PostgreSQL stops (fast shutdown) for RESTART_TEST_OUTAGE_SECONDS (default 20) while page views
 *    and API calls go on: pages generated before keep answering 200; every API call answers within
 *    2 s, a 503 with Retry-After and "try again" in the caller's language (never a 500, never
 *    HTML); /api/ready says 503 and /api/health 200. PostgreSQL starts again on the same data dir
 *    and port and the same server recovers by itself; a registration the outage cut off registers
 *    afterwards with the SMS code it had.
 * 2. The app started as `npm start` does (scripts/with-db.ts with its embedded PostgreSQL) is
 *    killed with its database (SIGKILL to the process group) mid-load and mid-registration, then
 *    started again the same way: it serves within RESTART_BOUND_MS.
 * After each, registrations, draws and posts are checked whole in the database.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'
import { connectionUrl, type EmbeddedDatabase, startEmbeddedPostgres, stopLeftoverPostmaster } from '@/server/db/embedded'

import { freshPhone, storedPhone } from '../helpers/fixtures'
import { type RunningServer, startProductionServer } from '../helpers/server'
import { type Answer, SellerClient } from '../helpers/user-client'

const OUTAGE_MS = Number(process.env.RESTART_TEST_OUTAGE_SECONDS || 20) * 1_000
/** The bound for any API answer while the database is away. */
const API_BOUND_MS = 2_000
/** From `kill -9` to a restarted app serving pages and /api/ready 200 (measured: see docs/architecture.md). */
const RESTART_BOUND_MS = 20_000
const SERVER_PORT = 3247
const WITH_DB_PORT = 3248
const PG_PORT = 54378
const WITH_DB_PG_PORT = 54379
const WORKERS = 6
/** The seeded lottery (cms/seed/data/lottery.ts): a registration carrying it gives one draw. */
const ACTIVITY_ID = 4
const PASSWORD = 'restart123'

// The template is prepared by with-db itself (migrations and seed, as `npm start` does) and kept
// between runs: with-db then finds it up to date in a second, and loads Payload only when a
// migration or the seed changed. Each run works on a copy.
const ROOT = path.resolve('.tmp/database-restart')
const TEMPLATE = path.join(ROOT, 'template')
const RUN = path.join(ROOT, 'run')
const RUN_PG = path.join(RUN, 'postgres')

const LANGS = ['zh', 'en', 'ru'] as const
type Lang = (typeof LANGS)[number]
const MESSAGES: Record<Lang, string> = {
  zh: '服务暂时不可用，请稍后重试',
  en: 'Service temporarily unavailable, please try again',
  ru: 'Сервис временно недоступен, попробуйте ещё раз',
}
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36'
const PAGES = ['/', '/en', '/ru', '/en/QACommunity', '/ru/IndustryNews', '/lottery']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---- processes ----------------------------------------------------------------------------------

/** The environment of a with-db run on this test's data dir: nothing of the shared test database's. */
function withDbEnv(dataDir: string, pgPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of ['DATABASE_URL', 'DATABASE_SYSTEM_IDENTIFIER', 'EMBEDDED_DATABASE', 'EMBEDDED_PG_DIR', 'PAYLOAD_SECRET', 'NODE_ENV']) delete env[name]
  return { ...env, DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media'), EMBEDDED_PG_PORT: String(pgPort), ALLOW_LOCAL_PROVIDERS: 'true' }
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<void> }

/** A process group of its own (detached), so `kill -9` reaches the app and its PostgreSQL at once. */
function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  let output = ''
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, output: () => output, exited }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

async function killGroup(pgid: number, signal: NodeJS.Signals): Promise<void> {
  try {
    process.kill(-pgid, signal)
  } catch {
    return
  }
  const deadline = Date.now() + 30_000
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(50)
}

/** with-db -- next start: the app as `npm start` runs it, on the run's data dir. */
const startWithDb = () =>
  startGroup('node_modules/.bin/tsx', ['scripts/with-db.ts', '--', 'node_modules/.bin/next', 'start', '-p', String(WITH_DB_PORT)], {
    ...withDbEnv(RUN, WITH_DB_PG_PORT),
    TRUST_PROXY: 'true',
    LOCAL_SMS_INBOX: 'true',
  })

// ---- the database, read directly ----------------------------------------------------------------

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** The run's database as with-db started it: the port it logged, the password of credentials.json. */
function withDbUrl(output: string): string {
  const port = Number(/Embedded PostgreSQL running on 127\.0\.0\.1:(\d+)/.exec(output)?.[1])
  const { password } = JSON.parse(readFileSync(path.join(RUN_PG, 'credentials.json'), 'utf8')) as { password: string }
  return connectionUrl(port, 'ddqbt', password)
}

/**
 * What must hold after any outage or crash: each registration is whole (the account, its login,
 * its session, its attribution record and its lottery chance, written together), each draw spent
 * exactly one chance and the prizes' counts match the draws, each question has all its languages.
 * Returns what broke (empty when whole).
 */
async function brokenRecords(url: string): Promise<string[]> {
  const registrations = await query<{ phone: string; logged_in: boolean; session: boolean; attributed: boolean; credited: boolean }>(
    url,
    `SELECT s.phone, s.last_login_at IS NOT NULL AS logged_in,
            EXISTS (SELECT 1 FROM seller_sessions x WHERE x.seller_id = s.id) AS session,
            EXISTS (SELECT 1 FROM analytics_registrations r WHERE r.seller_id = s.id) AS attributed,
            EXISTS (SELECT 1 FROM lottery_chances c WHERE c.seller_id = s.id AND c.source = 'registration') AS credited
       FROM sellers s WHERE s.attribution_registered_via = 'register'`,
  )
  const broken = registrations
    .filter((row) => !(row.logged_in && row.session && row.attributed && row.credited))
    .map((row) => `registration ${row.phone} half-written: ${JSON.stringify(row)}`)
  const [draws] = await query<{ unspent_drawn: number; spent_undrawn: number }>(
    url,
    `SELECT (SELECT count(*) FROM lottery_draws d JOIN lottery_chances c ON c.id = d.chance_id WHERE c.spent_at IS NULL)::int AS unspent_drawn,
            (SELECT count(*) FROM lottery_chances c WHERE c.spent_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.chance_id = c.id))::int AS spent_undrawn`,
  )
  if (draws?.unspent_drawn || draws?.spent_undrawn) broken.push(`draws and chances disagree: ${JSON.stringify(draws)}`)
  const awards = await query<{ prize_id: string; awarded: number; drawn: number }>(
    url,
    `SELECT a.prize_id, a.awarded, (SELECT count(*) FROM lottery_draws d WHERE d.campaign_id = a.campaign_id AND d.prize_id = a.prize_id)::int AS drawn
       FROM lottery_prize_awards a`,
  )
  broken.push(...awards.filter((row) => row.awarded !== row.drawn).map((row) => `prize ${row.prize_id}: ${row.awarded} awarded, ${row.drawn} drawn`))
  const membership = await query<{ id: number }>(
    url,
    `SELECT d.id FROM lottery_draws d JOIN sellers s ON s.id = d.seller_id
      WHERE d.prize->>'kind' = 'membership' AND s.membership_bonus_end_time IS NULL`,
  )
  broken.push(...membership.map((row) => `draw ${row.id}: a membership prize not added to the membership`))
  const questions = await query<{ id: number; languages: number }>(
    url,
    `SELECT q.id, (SELECT count(*) FROM qa_questions_locales l WHERE l._parent_id = q.id AND l.title IS NOT NULL)::int AS languages
       FROM qa_questions q WHERE q.author_id IS NOT NULL`,
  )
  broken.push(...questions.filter((row) => row.languages !== LANGS.length).map((row) => `question ${row.id} in ${row.languages} languages`))
  return broken
}

// ---- the load -----------------------------------------------------------------------------------

type Kind = 'page' | 'captcha' | 'sms' | 'inbox' | 'register' | 'login' | 'draw' | 'post' | 'ready' | 'health'
type Call = { kind: Kind; path: string; lang: Lang; start: number; end: number; status: number; type: string; message: string; retryAfter: string | null; error?: string }
type Seller = { client: SellerClient; phone: string }
type Pending = Seller & { code: string; cutOff: boolean }

/** Kinds whose every call needs the database (a 503 while it is away); captcha and health do not. */
const NEEDS_DATABASE: Kind[] = ['sms', 'inbox', 'register', 'login', 'draw', 'post', 'ready']
const CYCLE: Kind[] = ['page', 'sms', 'page', 'register', 'draw', 'page', 'login', 'post', 'ready', 'page', 'health']

class Load {
  readonly calls: Call[] = []
  readonly pending: Pending[] = []
  readonly registered: Seller[] = []
  /** Registrations answered with a 503 or not at all: they must end whole or not exist. */
  readonly cutOff = new Set<string>()
  private running: Promise<void>[] = []
  private stopped = false
  private counter = 0

  constructor(
    public url: string,
    private categoryId: number,
  ) {}

  private lang(): Lang {
    this.counter += 1
    return LANGS[this.counter % LANGS.length] as Lang
  }

  private pick<T>(list: T[]): T | undefined {
    return list[Math.floor(Math.random() * list.length)]
  }

  /** One call of a seller's client, timed and recorded; null when it threw (no answer, not JSON). */
  async call<T = Record<string, unknown>>(kind: Kind, client: SellerClient, method: 'GET' | 'POST', route: string, body?: unknown): Promise<Answer<T> | null> {
    const start = Date.now()
    try {
      const answer = await client.call<T>(method, route, body)
      const type = answer.headers.get('content-type') ?? ''
      this.calls.push({ kind, path: route, lang: client.language as Lang, start, end: Date.now(), status: answer.status, type, message: answer.body.message, retryAfter: answer.headers.get('retry-after') })
      return answer
    } catch (error) {
      this.calls.push({ kind, path: route, lang: client.language as Lang, start, end: Date.now(), status: 0, type: '', message: '', retryAfter: null, error: String(error) })
      return null
    }
  }

  /** A plain GET (pages, probes, the SMS inbox), timed and recorded. */
  async get(kind: Kind, route: string, lang: Lang = 'zh'): Promise<{ status: number; text: string }> {
    const start = Date.now()
    try {
      const response = await fetch(`${this.url}${route}`, { headers: { 'user-agent': DESKTOP, 'accept-language': lang }, redirect: 'manual', signal: AbortSignal.timeout(15_000) })
      const text = await response.text()
      let message = ''
      if (kind !== 'page') {
        try {
          message = String((JSON.parse(text) as { message?: unknown; status?: unknown; reason?: unknown }).message ?? text)
        } catch {
          message = `not JSON: ${text.slice(0, 200)}`
        }
      }
      const type = response.headers.get('content-type') ?? ''
      this.calls.push({ kind, path: route, lang, start, end: Date.now(), status: response.status, type, message, retryAfter: response.headers.get('retry-after') })
      return { status: response.status, text }
    } catch (error) {
      this.calls.push({ kind, path: route, lang, start, end: Date.now(), status: 0, type: '', message: '', retryAfter: null, error: String(error) })
      return { status: 0, text: '' }
    }
  }

  /** An SMS registration code for a fresh phone; kept for the load's registrations unless `keep` is false. */
  async sms(lang = this.lang(), keep = true): Promise<Pending | null> {
    const client = new SellerClient(this.url, undefined, lang)
    const session = await this.call<{ data: { challenge: string; target: number } }>('captcha', client, 'POST', '/captcha/getUserSessionId')
    if (session?.status !== 200) return null
    const solved = await this.call<{ data: { ticket: string; randstr: string } }>('captcha', client, 'POST', '/captcha/verifyLocal', {
      challenge: session.body.data.challenge,
      position: session.body.data.target + 0.01,
    })
    if (solved?.status !== 200) return null
    const phone = freshPhone()
    const sent = await this.call('sms', client, 'POST', '/public/sendMessageV2', { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...solved.body.data })
    if (sent?.status !== 200) return null
    const inbox = await this.get('inbox', `/api/dev/sms?phone=${phone}`, lang)
    if (inbox.status !== 200) return null
    const code = (JSON.parse(inbox.text) as { messages: Array<{ code: string; purpose: string }> }).messages.find((message) => message.purpose === 'reg')?.code
    if (!code) return null
    const pending = { client, phone, code, cutOff: false }
    if (keep) this.pending.push(pending)
    return pending
  }

  /** Registers with a code fetched before (the oldest waiting); a cut-off one waits for another try. */
  async register(entry: Pending | undefined = this.pending.shift()): Promise<Answer | null> {
    if (!entry) {
      await this.sms()
      return null
    }
    const answer = await this.call('register', entry.client, 'POST', '/user/registerUserV2', {
      appName: 'ozon',
      account: entry.phone,
      code: entry.code,
      password: PASSWORD,
      tenantId: '1',
      expandInfo: JSON.stringify({ actId: ACTIVITY_ID }),
    })
    if (answer?.status === 200) this.registered.push(entry)
    else if (!answer || answer.status === 503) {
      entry.cutOff = true
      this.cutOff.add(entry.phone)
      this.pending.push(entry)
    }
    return answer
  }

  async login(): Promise<void> {
    const seller = this.pick(this.registered)
    if (!seller) return
    const client = new SellerClient(this.url, undefined, this.lang())
    const session = await this.call<{ data: { challenge: string; target: number } }>('captcha', client, 'POST', '/captcha/getUserSessionId')
    if (session?.status !== 200) return
    const solved = await this.call<{ data: { ticket: string; randstr: string } }>('captcha', client, 'POST', '/captcha/verifyLocal', {
      challenge: session.body.data.challenge,
      position: session.body.data.target + 0.01,
    })
    if (solved?.status !== 200) return
    await this.call('login', client, 'POST', '/user/loginQbt3AccountV2', {
      appName: 'ozon',
      action: 'accountLoginV2',
      data: { account: seller.phone, password: PASSWORD, code: solved.body.data.ticket, randstr: solved.body.data.randstr },
    })
  }

  async draw(): Promise<void> {
    const seller = this.pick(this.registered)
    if (seller) await this.call('draw', seller.client, 'POST', '/lottery/draw', { actId: ACTIVITY_ID, requestId: `restart-${randomUUID()}` })
  }

  async post(): Promise<void> {
    const seller = this.pick(this.registered)
    if (!seller) return
    const title = `Restart test ${randomUUID().slice(0, 8)}: which warehouse?`
    await this.call('post', seller.client, 'POST', '/queAndAns/addOrUpdate', { title, content: 'Asked while the database restarts.', categoryId: this.categoryId })
  }

  private async act(kind: Kind): Promise<void> {
    if (kind === 'page') await this.get('page', this.pick(PAGES) as string, this.lang())
    else if (kind === 'sms') await this.sms()
    else if (kind === 'register') await this.register()
    else if (kind === 'login') await this.login()
    else if (kind === 'draw') await this.draw()
    else if (kind === 'post') await this.post()
    else if (kind === 'ready') await this.get('ready', '/api/ready', this.lang())
    else if (kind === 'health') await this.get('health', '/api/health', this.lang())
  }

  start(workers = WORKERS): void {
    this.stopped = false
    this.running = Array.from({ length: workers }, async (_, index) => {
      for (let step = index * 2; !this.stopped; step++) {
        await this.act(CYCLE[step % CYCLE.length] as Kind)
        await sleep(20)
      }
    })
  }

  async stop(): Promise<void> {
    this.stopped = true
    await Promise.all(this.running)
  }

  /** Sellers (with their sessions) and waiting codes carried over to another server on the same database. */
  moveTo(url: string): void {
    this.url = url
    const move = <S extends Seller>(seller: S): S => {
      const client = new SellerClient(url, seller.client.ip, seller.client.language)
      for (const [name, value] of seller.client.cookies) client.cookies.set(name, value)
      return { ...seller, client }
    }
    this.registered.splice(0, this.registered.length, ...this.registered.map(move))
    this.pending.splice(0, this.pending.length, ...this.pending.map(move))
  }
}

const during = (calls: Call[], from: number, to: number) => calls.filter((call) => call.start >= from && call.end <= to)
const describeCall = (call: Call) => `${call.kind} ${call.path} [${call.lang}] ${call.status} in ${call.end - call.start} ms ${call.message || call.error || ''}`.trim()

/**
 * Every registration cut off (503 or no answer) is tried again with its code: it registers now, or
 * it had been written whole before the cut (its code is then spent or its phone taken).
 */
async function finishCutOff(load: Load, url: string): Promise<string[]> {
  const problems: string[] = []
  for (const entry of [...load.pending]) {
    load.pending.splice(load.pending.indexOf(entry), 1)
    const answer = await load.register(entry)
    if (answer?.status === 200) continue
    const code = answer?.body.code
    const exists = (await query(url, 'SELECT 1 FROM sellers WHERE phone = $1', [storedPhone(entry.phone)])).length > 0
    const writtenBefore = (code === SERVICE_CODES.codeInvalid || code === SERVICE_CODES.phoneRegistered) && exists && entry.cutOff
    if (!writtenBefore) problems.push(`registration of ${entry.phone} (cut off: ${entry.cutOff}) answered ${answer?.status} ${JSON.stringify(answer?.body)}; account exists: ${exists}`)
  }
  return problems
}

// ---- the run ------------------------------------------------------------------------------------

let db: EmbeddedDatabase | null = null
let server: RunningServer | null = null
let app: Started | null = null
let load: Load | null = null
const measured: Record<string, number | string> = {}

async function prepareTemplate(): Promise<void> {
  const started = Date.now()
  const run = startGroup('node_modules/.bin/tsx', ['scripts/with-db.ts', '--', 'true'], withDbEnv(TEMPLATE, WITH_DB_PG_PORT))
  await run.exited
  if (run.child.exitCode !== 0) throw new Error(`preparing ${TEMPLATE} failed (${run.child.exitCode}): ${run.output()}`)
  measured.prepareMs = Date.now() - started
  measured.prepared = /Payload not loaded/.test(run.output()) ? 'template up to date' : 'migrated and seeded'
}

/** Stops the app as a terminal's Ctrl-C would: with-db passes the signal on, then stops its database. */
async function stopApp(started: Started): Promise<void> {
  const pid = started.child.pid as number
  if (!groupAlive(pid)) return
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + 30_000
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100)
  await killGroup(pid, 'SIGKILL')
}

beforeAll(async () => {
  // A cluster left running on the run's data dir by an aborted run is stopped before it goes.
  await stopLeftoverPostmaster(RUN_PG)
  rmSync(RUN, { recursive: true, force: true })
  await prepareTemplate()
  // cp -a keeps the data dir's owner (PostgreSQL runs as `postgres` when the tests run as root).
  const copied = spawnSync('cp', ['-a', TEMPLATE, RUN], { encoding: 'utf8' })
  if (copied.status !== 0) throw new Error(`copying the template failed: ${copied.stderr}`)
  db = await startEmbeddedPostgres({ dataDir: RUN_PG, port: PG_PORT, database: 'ddqbt' })
  server = await startProductionServer(SERVER_PORT, {
    DATABASE_URL: db.url,
    DATABASE_SYSTEM_IDENTIFIER: db.systemIdentifier,
    PAYLOAD_SECRET: readFileSync(path.join(RUN, '.payload-secret'), 'utf8').trim(),
    DATA_DIR: RUN,
    MEDIA_DIR: path.join(RUN, 'media'),
    TRUST_PROXY: 'true',
    LOCAL_SMS_INBOX: 'true',
    ALLOW_LOCAL_PROVIDERS: 'true',
  })
  // Preparing the template loads Payload when a migration or the seed changed: 45-50 s on 2 cores.
}, 300_000)

afterAll(async () => {
  await load?.stop()
  await server?.stop()
  await db?.stop().catch(() => {})
  if (app) await stopApp(app)
  await stopLeftoverPostmaster(RUN_PG)
  rmSync(RUN, { recursive: true, force: true })
  console.log(`[database-restart] measured: ${JSON.stringify(measured)}`)
})

describe('PostgreSQL stops for a while under load', () => {
  it('pages keep serving, every API answers 503 "try again" within 2 s, and the app recovers by itself', async () => {
    const url = (server as RunningServer).url
    const database = db as EmbeddedDatabase
    // Pages generated before the outage (the first request generates one that was not built).
    for (const page of PAGES) {
      const response = await fetch(`${url}${page}`, { headers: { 'user-agent': DESKTOP } })
      expect(response.status, page).toBe(200)
    }
    const categories = await new SellerClient(url).call<{ data: Array<{ id: number }> }>('GET', '/queAndAns/categories')
    load = new Load(url, categories.body.data[0]?.id as number)
    // Sellers to draw, post and log in, and codes kept to register while the database is away.
    for (const lang of LANGS) {
      const entry = await load.sms(lang, false)
      expect((await load.register(entry ?? undefined))?.status).toBe(200)
    }
    for (let i = 0; i < 4; i++) expect(await load.sms(LANGS[i % 3])).not.toBeNull()

    load.start()
    await sleep(3_000)
    const stopAt = Date.now()
    await database.stop()
    // Away from here: while a fast shutdown runs, a query on an open connection may still answer.
    const stoppedAt = Date.now()
    measured.stopMs = stoppedAt - stopAt
    await sleep(OUTAGE_MS)
    const restartAt = Date.now()
    db = await startEmbeddedPostgres({ dataDir: RUN_PG, port: database.port, database: 'ddqbt' })
    expect(db.port).toBe(database.port)
    const upAt = Date.now()
    // The same server, not restarted: ready again by itself.
    let recoveredAt = 0
    while (!recoveredAt) {
      const probe = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => null)
      if (probe?.status === 200) recoveredAt = Date.now()
      else if (Date.now() - upAt > 30_000) throw new Error('/api/ready did not answer 200 within 30 s of PostgreSQL starting again')
      else await sleep(100)
    }
    measured.recoveryMs = recoveredAt - upAt
    await sleep(4_000)
    await load.stop()

    // An SMS code and a registration, now.
    const after = await load.sms('ru', false)
    expect(after).not.toBeNull()
    expect((await load.register(after as Pending))?.status).toBe(200)
    const cutOffProblems = await finishCutOff(load, db.url)

    const calls = load.calls
    const outage = during(calls, stoppedAt, restartAt)
    const api = outage.filter((call) => call.kind !== 'page')
    measured.outageCalls = api.length
    measured.maxOutageApiMs = Math.max(...api.map((call) => call.end - call.start))
    measured.slowestOutageApi = [...api].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 3).map(describeCall).join('; ')
    measured.outagePageViews = outage.length - api.length

    // Never a 500 or an unanswered call, pages always 200, /api never HTML, the whole time.
    expect(calls.filter((call) => call.status === 0 || (call.status >= 500 && call.status !== 503)).map(describeCall)).toEqual([])
    expect(calls.filter((call) => call.kind === 'page' && call.status !== 200).map(describeCall)).toEqual([])
    expect(calls.filter((call) => call.kind !== 'page' && !call.type.includes('application/json')).map(describeCall)).toEqual([])
    // While the database is away: within 2 s, 503 with Retry-After in the caller's language.
    expect(api.filter((call) => call.end - call.start > API_BOUND_MS).map(describeCall)).toEqual([])
    const needing = api.filter((call) => NEEDS_DATABASE.includes(call.kind))
    expect(needing.filter((call) => call.status !== 503).map(describeCall)).toEqual([])
    const services = needing.filter((call) => call.kind !== 'ready')
    expect(services.filter((call) => !(Number(call.retryAfter) > 0) || call.message !== MESSAGES[call.lang]).map(describeCall)).toEqual([])
    // /api/ready's own body (the contract: status and reason).
    expect(needing.filter((call) => call.kind === 'ready' && !/"status":"unavailable".*"reason":"database"/.test(call.message)).map(describeCall)).toEqual([])
    expect(api.filter((call) => !NEEDS_DATABASE.includes(call.kind) && call.status !== 200).map(describeCall)).toEqual([])
    // Each kind of call did meet the outage.
    for (const kind of ['page', 'sms', 'register', 'login', 'draw', 'post', 'ready', 'health'] as Kind[]) {
      expect(outage.filter((call) => call.kind === kind).length, `${kind} calls during the outage`).toBeGreaterThan(0)
    }
    // Once ready again, everything answers as before the outage.
    expect(during(calls, recoveredAt, Infinity).filter((call) => call.status === 503).map(describeCall)).toEqual([])

    expect(cutOffProblems).toEqual([])
    expect(await brokenRecords(db.url)).toEqual([])
    measured.registeredA = load.registered.length
    measured.cutOffA = load.cutOff.size
  })
})

describe('the app killed (-9) with its database mid-load', () => {
  it('starts again as `npm start` does, serves within the bound, and nothing is half-written', async () => {
    await server?.stop()
    server = null
    await db?.stop()
    db = null
    const base = `http://127.0.0.1:${WITH_DB_PORT}`
    const ready = async () => (await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => null))?.status === 200
    const waitReady = async (since: number, what: string) => {
      while (!(await ready())) {
        if (Date.now() - since > 120_000) throw new Error(`${what}: not ready within 120 s\n${app?.output()}`)
        await sleep(100)
      }
      return Date.now() - since
    }

    let started = Date.now()
    app = startWithDb()
    measured.firstStartMs = await waitReady(started, 'first start')
    const running = load as Load
    running.moveTo(base)
    // Codes for a burst of registrations, to be sent all at once just before the kill.
    const burst: Pending[] = []
    for (let i = 0; i < 8; i++) {
      const entry = await running.sms(LANGS[i % 3], false)
      if (entry) burst.push(entry)
    }
    expect(burst).toHaveLength(8)

    const loadAt = Date.now()
    running.start()
    await sleep(3_000)
    const sent = burst.map((entry) => running.register(entry))
    // Killed as the first of the burst is answered: the others are half-way (hashing, writing).
    await Promise.race([...sent, sleep(2_000)])
    const killAt = Date.now()
    await killGroup(app.child.pid as number, 'SIGKILL')
    measured.killMs = Date.now() - killAt
    await Promise.all(sent)

    started = Date.now()
    app = startWithDb()
    const firstPage = (async () => {
      while ((await fetch(`${base}/`, { headers: { 'user-agent': DESKTOP }, signal: AbortSignal.timeout(5_000) }).catch(() => null))?.status !== 200) await sleep(100)
      return Date.now() - started
    })()
    const readyMs = await waitReady(started, 'restart after kill -9')
    const pageMs = await firstPage
    Object.assign(measured, { restartReadyMs: readyMs, restartFirstPageMs: pageMs })
    const readyAt = Date.now()
    await sleep(3_000)
    await running.stop()

    const url = withDbUrl(app.output())
    const cutOffProblems = await finishCutOff(running, url)
    expect(app.output()).not.toMatch(/uncaughtException|Unhandled 'error' event/)
    expect(Math.max(readyMs, pageMs), app.output()).toBeLessThan(RESTART_BOUND_MS)
    // Before the kill and once started again: every call answered, never a 500.
    const answered = [...running.calls.filter((call) => call.start >= loadAt && call.end < killAt), ...during(running.calls, readyAt, Infinity)]
    expect(answered.filter((call) => call.status === 0 || call.status >= 500).map(describeCall)).toEqual([])
    expect(cutOffProblems).toEqual([])
    expect(await brokenRecords(url)).toEqual([])
    Object.assign(measured, { registeredTotal: running.registered.length, cutOffTotal: running.cutOff.size })

    await stopApp(app)
    app = null
  })
})
