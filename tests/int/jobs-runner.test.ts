/**
 * The jobs queue runs once per cluster (src/server/cms/jobs-runner.ts). Two "instances" here are
 * two runners, each with its lease on a connection of its own, ticking as Payload's autoRun cron
 * does (payload/dist/index.js `_initializeCrons`: ask `shouldAutoRun`, then `jobs.run`). The worst
 * interleaving is forced: a row lock on the job holds every claim at its UPDATE until both
 * runners have read the job as free.
 */
import config from '@payload-config'
import { getPayload, type Payload, type TaskConfig } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createJobsRunner, JOBS_LOCK_KEY, JOBS_QUEUE, type JobsRunner, jobsRunner } from '@/server/cms/jobs-runner'
import { createLease } from '@/server/db/lease'
import { GuardedPool, poolConfig } from '@/server/db/pool'

/** A queue of this test's own: other files' jobs never run here. */
const QUEUE = 'jobs-runner-test'

let payload: Payload
let task: TaskConfig
let originalHandler: TaskConfig['handler']
/** Job ids, once per run of the task's handler. */
const runs: Array<number | string> = []
const pools: GuardedPool[] = []
const runners: JobsRunner[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  // The retention task stands in for any task (scheduled publish included): this counts its runs.
  task = payload.config.jobs.tasks!.find((candidate) => candidate.slug === 'analyticsRetention') as TaskConfig
  originalHandler = task.handler
  task.handler = async ({ job }) => {
    runs.push(job.id)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return { output: { skipped: true, cutoff: '', events: 0, visitors: 0, touches: 0 } }
  }
})

afterEach(async () => {
  runs.length = 0
  await Promise.all(runners.splice(0).map((runner) => runner.lease.release()))
  await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue = $1`, [QUEUE])
})

afterAll(async () => {
  task.handler = originalHandler
  await Promise.all(pools.splice(0).map((pool) => pool.end()))
})

/** One instance's runner: its own lease, on its own connection (as jobsRunner() makes it). */
function instance(name: string, queue = QUEUE): JobsRunner {
  const pool = new GuardedPool(poolConfig({ max: 1, idleTimeoutMillis: 0, query_timeout: 5_000, application_name: `jobs-runner-test-${name}` }), 'jobs-test')
  pools.push(pool)
  const runner = createJobsRunner(createLease(pool, JOBS_LOCK_KEY, `test ${name}`), queue)
  runners.push(runner)
  return runner
}

/** One cron tick of one instance: whether it ran the queue. */
async function tick(runner: JobsRunner): Promise<boolean> {
  if (!(await runner.shouldAutoRun(payload))) return false
  await payload.jobs.run({ queue: QUEUE, limit: 20, silent: true })
  return true
}

const queueJob = () => payload.jobs.queue({ task: 'analyticsRetention', input: {}, queue: QUEUE })

/** Locks the job's row as a transaction would; claims block at their UPDATE until `free()`. */
async function holdRow(id: number | string) {
  const client = await payload.db.pool.connect()
  await client.query('BEGIN')
  await client.query('SELECT 1 FROM payload_jobs WHERE id = $1 FOR UPDATE', [id])
  return {
    async free() {
      await client.query('COMMIT')
      client.release()
    },
  }
}

/** Waits until `count` sessions wait for a lock (the claims, blocked at the row). */
async function claimsWaiting(count: number): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const { rows } = await payload.db.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'update%payload_jobs%'`,
    )
    if (Number(rows[0]!.n) >= count) return
    if (Date.now() > deadline) throw new Error(`${count} claims were expected to wait, ${rows[0]!.n} did`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the jobs queue', () => {
  it('is needed: Payload alone lets two runners claim and run the same job', async () => {
    // If this fails after a Payload upgrade, its claim became atomic: jobs-runner.ts says why the lease exists.
    const job = await queueJob()
    const row = await holdRow(job.id)
    const both = Promise.allSettled([payload.jobs.run({ queue: QUEUE, silent: true }), payload.jobs.run({ queue: QUEUE, silent: true })])
    await claimsWaiting(2)
    await row.free()
    await both
    expect(runs).toEqual([job.id, job.id])
  })

  it('runs a job once when two instances tick together', async () => {
    const a = instance('a')
    const b = instance('b')
    const job = await queueJob()
    const row = await holdRow(job.id)
    const ticks = Promise.all([tick(a), tick(b)])
    await claimsWaiting(1)
    await row.free()
    const ran = await ticks
    expect(ran.filter(Boolean)).toHaveLength(1)
    expect(runs).toEqual([job.id])

    // The same instance keeps the lease on later ticks; the other keeps out.
    const leader = ran[0] ? a : b
    const follower = ran[0] ? b : a
    const next = await queueJob()
    expect(await Promise.all([tick(follower), tick(leader)])).toEqual([false, true])
    expect(runs).toEqual([job.id, next.id])
  })

  it('passes to another instance when the holder stops or loses its connection', async () => {
    const a = instance('a')
    const b = instance('b')
    expect(await a.shouldAutoRun(payload)).toBe(true)
    expect(await b.shouldAutoRun(payload)).toBe(false)

    // The holder's connection is cut (a crash, a network cut, pg_terminate_backend): its session ends.
    await payload.db.pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'jobs-runner-test-a'`)
    const deadline = Date.now() + 10_000
    while (!(await b.shouldAutoRun(payload))) {
      if (Date.now() > deadline) throw new Error('the lease was not taken over')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // The old holder notices on its next tick and stays out; the new one runs the queue.
    expect(await a.shouldAutoRun(payload)).toBe(false)
    const job = await queueJob()
    expect(await Promise.all([tick(a), tick(b)])).toEqual([false, true])
    expect(runs).toEqual([job.id])

    // A holder that stops gives the lease up at once.
    await b.lease.release()
    expect(await a.shouldAutoRun(payload)).toBe(true)
  })

  it('runs in one copy of Payload per process (pages, API routes and admin each have one)', async () => {
    const a = instance('a')
    const otherCopy = { ...payload } as Payload
    expect(await a.shouldAutoRun(payload)).toBe(true)
    expect(await a.shouldAutoRun(otherCopy)).toBe(false)
    expect(await a.shouldAutoRun(payload)).toBe(true)
  })

  it('is scheduled by the lease holder only', async () => {
    const retentionRuns = () =>
      payload.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM payload_jobs WHERE queue = $1 AND task_slug = 'analyticsRetention' AND completed_at IS NULL`, [JOBS_QUEUE])
    const pending = async () => Number((await retentionRuns()).rows[0]!.n)
    // Start from no queued daily run (another test file may have left one).
    await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue = $1 AND task_slug = 'analyticsRetention' AND completed_at IS NULL`, [JOBS_QUEUE])
    const a = instance('a', JOBS_QUEUE)
    const b = instance('b', JOBS_QUEUE)
    expect(await a.shouldAutoRun(payload)).toBe(true)
    expect(await pending()).toBe(1)
    await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue = $1 AND task_slug = 'analyticsRetention' AND completed_at IS NULL`, [JOBS_QUEUE])
    expect(await b.shouldAutoRun(payload)).toBe(false)
    expect(await pending()).toBe(0)
  })

  it('is what the server’s crons ask (payload.config.ts)', async () => {
    expect(payload.config.jobs.autoRun).toEqual([expect.objectContaining({ queue: JOBS_QUEUE, disableScheduling: true })])
    const shouldAutoRun = payload.config.jobs.shouldAutoRun!
    // Outside a Next server process (a script, a build, this test) no cron runs the queue.
    expect(await shouldAutoRun(payload)).toBe(false)
    const other = instance('other', JOBS_QUEUE)
    const runtime = process.env.NEXT_RUNTIME
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      expect(await shouldAutoRun(payload)).toBe(true)
      expect(await other.shouldAutoRun(payload)).toBe(false)
    } finally {
      if (runtime === undefined) delete process.env.NEXT_RUNTIME
      else process.env.NEXT_RUNTIME = runtime
      await jobsRunner().lease.release()
      // The daily run it scheduled.
      await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue = $1 AND task_slug = 'analyticsRetention' AND completed_at IS NULL`, [JOBS_QUEUE])
    }
  })

  it('cannot be run over HTTP, around the lease', async () => {
    const run = payload.config.jobs.access?.run
    expect(run).toBeTypeOf('function')
    expect(await run!({ req: { user: { id: 1, collection: 'users' } } } as never)).toBe(false)
  })
})
