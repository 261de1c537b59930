/**
 * Whether this instance can serve sellers now: the database answers, every committed migration is
 * applied, and the CMS client of the process has started. `GET /api/ready` (load balancers,
 * Kubernetes' readinessProbe, compose) answers from it; `GET /api/health` (liveness) never asks it.
 *
 * The database is asked on a small pool of its own (two connections, a short connect timeout), so
 * a probe never waits behind the app's queries and a saturated app pool does not read as "down".
 * The whole check has one deadline. The reason goes to the caller; what exactly failed (host
 * names, users, migration names) only to the log.
 */
import { migrations } from '@cms/migrations'
import { cms } from '@/server/cms/payload'
import { withTimeout } from '@/server/cms/with-timeout'
import { logger } from '@/server/platform/log'
import { GuardedPool, poolConfig } from './pool'

export type NotReady = 'database' | 'migrations' | 'starting' | 'cms'
export type Readiness = { ready: true; migrations: number } | { ready: false; reason: NotReady }

/** A probe answers well inside a load balancer's usual 2-5 s timeout. */
export const READY_TIMEOUT_MS = 1_500

const COMMITTED = migrations.map((migration) => migration.name)

let probe: GuardedPool | undefined
const probePool = () =>
  (probe ??= new GuardedPool(
    poolConfig({ max: 2, connectionTimeoutMillis: READY_TIMEOUT_MS, idleTimeoutMillis: 10_000, query_timeout: READY_TIMEOUT_MS, application_name: 'readiness' }),
    'readiness',
  ))

class NotReadyError extends Error {
  constructor(
    readonly reason: NotReady,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(detail, options)
  }
}

/** `reached`: what a check that runs out of time was waiting for. */
async function check(committed: readonly string[], reached: { stage: NotReady }): Promise<void> {
  const applied = await probePool()
    .query<{ name: string }>('SELECT name FROM payload_migrations')
    .catch((error: unknown) => {
      // No migrations table yet: a new database the migrate job has not prepared.
      if ((error as { code?: unknown }).code === '42P01') throw new NotReadyError('migrations', 'the database has no migrations yet')
      throw new NotReadyError('database', 'the database did not answer', { cause: error })
    })
  const names = new Set(applied.rows.map((row) => row.name))
  const pending = committed.filter((name) => !names.has(name))
  if (pending.length) throw new NotReadyError('migrations', `committed migrations not applied: ${pending.join(', ')}`)
  // The CMS client starts once per process (seconds on a cold start); the probe starts it, so the
  // first seller after a rollout does not wait for it. A start that failed (not a slow one) is a
  // reason of its own.
  reached.stage = 'starting'
  await cms().catch((error: unknown) => {
    throw new NotReadyError('cms', 'the CMS client failed to start', { cause: error })
  })
}

export async function readiness(committed: readonly string[] = COMMITTED): Promise<Readiness> {
  const reached: { stage: NotReady } = { stage: 'database' }
  try {
    await withTimeout(check(committed, reached), READY_TIMEOUT_MS, 'The readiness check')
    return { ready: true, migrations: committed.length }
  } catch (error) {
    const reason = error instanceof NotReadyError ? error.reason : reached.stage
    logger.warn({ err: error, reason }, 'not ready')
    return { ready: false, reason }
  }
}
