/**
 * The app's Prometheus metrics (prom-client), served at /api/metrics. One registry per process:
 * prom-client stays outside the bundles (serverExternalPackages in next.config.ts) and each metric
 * is made once, whichever bundle (pages, App Router, instrumentation) asks for it first.
 *
 * Labels are small fixed sets (a route class, a status, an outcome), never a path, a phone or an id,
 * so the number of series stays bounded whatever visitors send.
 */
import client from 'prom-client'

const { Counter, Gauge, Histogram, register } = client

function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make()
}

const DEFAULTS = Symbol.for('ddqbt.metrics.defaults')

/** Node's own metrics (CPU, memory, event-loop lag, GC), once per server process (instrumentation.ts). */
export function collectProcessMetrics(): void {
  const store = globalThis as typeof globalThis & { [DEFAULTS]?: boolean }
  if (store[DEFAULTS]) return
  store[DEFAULTS] = true
  client.collectDefaultMetrics({ register })
}

/** What kind of request: pages and their data, APIs, the CMS, Next's own files, the probes. */
export type RouteClass = 'page' | 'page_data' | 'static' | 'image' | 'api' | 'cms_api' | 'admin' | 'probe'

export const httpRequests = once(
  'http_requests_total',
  () => new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route class, method and status.', labelNames: ['route', 'method', 'status'] as const }),
)

export const httpDuration = once(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by route class and status class.',
      labelNames: ['route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    }),
)

/** What the operator counts of the services: the endpoint table tags the rows (src/server/http/endpoint.ts). */
export type ServiceEvent = 'sms_code' | 'registration' | 'login' | 'draw'

export const serviceEvents = once(
  'service_events_total',
  () =>
    new Counter({
      name: 'service_events_total',
      help: 'SMS codes requested, registrations, logins and lottery draws, by outcome (ok, refused, unavailable, failed) and, when refused, the reason (the error catalogue key).',
      labelNames: ['event', 'outcome', 'reason'] as const,
    }),
)

/** Anti-bot signals on code and login requests, by verdict (person, automated, missing, insecure, unreadable, stale, replayed): counted in every mode, refused only when enforced. */
export const botSignals = once(
  'bot_signals_total',
  () => new Counter({ name: 'bot_signals_total', help: 'Anti-bot signals of SMS-code and login requests, by verdict.', labelNames: ['verdict'] as const }),
)

export const pageRegenerations = once(
  'page_regenerations_total',
  () =>
    new Counter({
      name: 'page_regenerations_total',
      help: 'Pages generated or regenerated at run time (ok), with stale site chrome (fallback), or failed (Next keeps the last good page).',
      labelNames: ['outcome'] as const,
    }),
)

/** A pool's counts as node-postgres keeps them. */
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number; ended?: boolean }
const POOLS = Symbol.for('ddqbt.metrics.pools')
const pools = ((globalThis as typeof globalThis & { [POOLS]?: Map<PoolCounts, string> })[POOLS] ??= new Map())

/** Counts this pool in the database gauges under `name` (the app's pool, the readiness probe's). */
export function watchPool(pool: PoolCounts, name: string): void {
  pools.set(pool, name)
}

once(
  'db_pool_connections',
  () =>
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: open (total), idle, and requests waiting for one.',
      labelNames: ['pool', 'state'] as const,
      collect() {
        this.reset()
        for (const [pool, name] of pools) {
          // An ended pool (Payload's, replaced on a reload in development) is no longer the app's.
          if (pool.ended) {
            pools.delete(pool)
            continue
          }
          this.inc({ pool: name, state: 'total' }, pool.totalCount)
          this.inc({ pool: name, state: 'idle' }, pool.idleCount)
          this.inc({ pool: name, state: 'waiting' }, pool.waitingCount)
        }
      },
    }),
)

/** The text Prometheus scrapes. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() }
}
