/**
 * Which process runs Payload's jobs queue (scheduled publish and unpublish, the daily analytics
 * retention, the calculator's exchange rates): one in the whole cluster, the holder of a lease
 * (src/server/db/lease.ts).
 *
 * Every `next start` process has Payload's autoRun cron (payload.config.ts `jobs.autoRun`), and
 * one process has up to three copies of Payload, each with its own cron: the pages, the API
 * routes and the admin (App Router) are separate bundles. All tick at the same second, and
 * Payload's claim of a job is not atomic: `runJobs` (payload/dist/queues/operations/runJobs)
 * claims through `updateJobs` (@payloadcms/drizzle/dist/updateJobs.js), which SELECTs the
 * runnable jobs (`processing = false`) and then UPDATEs each by id to `processing = true`,
 * with no row lock and no `processing = false` in the UPDATE. Two crons that read before either
 * commits both run the job (tests/int/jobs-runner.test.ts shows it). So every cron asks
 * `jobs.shouldAutoRun` first, and only the lease holder, in one of its copies of Payload, says yes.
 *
 * Scheduling (queueing the next run of a task with a `schedule`, such as the retention's daily
 * one) is done here too, by the holder only, instead of by every cron: Payload's own check
 * (count the queued runs, queue one if none) is not atomic either.
 */
import type { Payload } from 'payload'

import { GuardedPool, poolConfig } from '@/server/db/pool'
import { createLease, type Lease } from '@/server/db/lease'
import { logger } from '@/server/platform/log'

/** An arbitrary constant: the advisory lock of the jobs queue's runner (170_001 is the retention's). */
export const JOBS_LOCK_KEY = 170_002
export const JOBS_QUEUE = 'default'

export type JobsRunner = {
  /** `jobs.shouldAutoRun`: true in the one process and Payload copy that runs the queue now. */
  shouldAutoRun(payload: Payload): Promise<boolean>
  lease: Lease
}

export function createJobsRunner(lease: Lease, queue = JOBS_QUEUE): JobsRunner {
  // The first copy of Payload in this process to ask runs the queue; the others never do.
  let owner: Payload | null = null
  return {
    lease,
    async shouldAutoRun(payload) {
      owner ??= payload
      if (owner !== payload || !(await lease.held())) return false
      if (payload.config.jobs.scheduling) {
        // A failed scheduling must not keep the queue from running.
        await payload.jobs.handleSchedules({ queue }).catch((error: unknown) => logger.error({ err: error }, 'jobs queue: scheduling failed'))
      }
      return true
    },
  }
}

// One runner per process, whichever bundle asks first (the bundles' module copies share globalThis).
const KEY = Symbol.for('ddqbt.jobsRunner')
const store = globalThis as typeof globalThis & { [KEY]?: JobsRunner }

export function jobsRunner(): JobsRunner {
  return (store[KEY] ??= createJobsRunner(
    createLease(
      // One connection, held while this instance runs the queue (counted as pool "jobs" in the metrics).
      new GuardedPool(poolConfig({ max: 1, idleTimeoutMillis: 0, query_timeout: 5_000, keepAlive: true, application_name: 'jobs-runner' }), 'jobs'),
      JOBS_LOCK_KEY,
      'jobs queue',
    ),
  ))
}
