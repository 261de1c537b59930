/**
 * Whether this instance can serve sellers now: the database answers, every committed migration is
 * applied, and the CMS client of the process has started. `GET /api/ready` (load balancers,
 * Kubernetes' readinessProbe, compose) answers from it; `GET /api/health` (liveness) never asks it.
 *
 * The database is asked on a small pool of its own (two connections, a short connect timeout), so
 * a probe never waits behind the app's queries and a saturated app pool does not read as "down".
 */
import { migrations } from '@cms/migrations'
import { cms } from '@/server/cms/payload'
import { withTimeout } from '@/server/cms/with-timeout'
import { GuardedPool, poolConfig } from './pool'

export type Readiness =
  | { ready: true; migrations: number }
  | { ready: false; reason: 'database' | 'migrations' | 'starting'; detail: string }

/** A probe answers well inside a load balancer's usual 2-5 s timeout. */
export const READY_TIMEOUT_MS = 1_500

const COMMITTED = migrations.map((migration) => migration.name)

let probe: GuardedPool | undefined
const probePool = () =>
  (probe ??= new GuardedPool(
    poolConfig({ max: 2, connectionTimeoutMillis: READY_TIMEOUT_MS, idleTimeoutMillis: 10_000, query_timeout: READY_TIMEOUT_MS, application_name: 'readiness' }),
    'readiness',
  ))

async function pendingMigrations(committed: readonly string[]): Promise<string[]> {
  const { rows } = await probePool().query<{ name: string }>('SELECT name FROM payload_migrations')
  const applied = new Set(rows.map((row) => row.name))
  return committed.filter((name) => !applied.has(name))
}

export async function readiness(committed: readonly string[] = COMMITTED): Promise<Readiness> {
  let pending: string[]
  try {
    pending = await withTimeout(pendingMigrations(committed), READY_TIMEOUT_MS, 'The database check')
  } catch (error) {
    // No migrations table yet: a new database the migrate job has not prepared.
    if ((error as { code?: unknown }).code === '42P01') return { ready: false, reason: 'migrations', detail: 'the database has no migrations yet' }
    return { ready: false, reason: 'database', detail: error instanceof Error ? error.message : String(error) }
  }
  if (pending.length) return { ready: false, reason: 'migrations', detail: `${pending.length} committed migration(s) not applied: ${pending.join(', ')}` }
  // The CMS client starts once per process (seconds on a cold start); the probe starts it, so the
  // first seller after a rollout does not wait for it, and says "starting" until it has.
  const started = await withTimeout(cms(), READY_TIMEOUT_MS, 'Starting the CMS client').then(
    () => true,
    () => false,
  )
  if (!started) return { ready: false, reason: 'starting', detail: 'the CMS client is starting' }
  return { ready: true, migrations: committed.length }
}
