/**
 * The app's PostgreSQL pool settings, one place for Payload's adapter and the scripts:
 * - every new connection checks it reached this app's cluster (server-identity.ts);
 * - a connection the server drops (a restart, `pg_terminate_backend`, a network cut) is logged
 *   and replaced, never an uncaught exception: the pool and each client get an `error` listener.
 *   (node-postgres: an idle client's error is re-emitted by the pool, and a client checked out
 *   between two queries emits it itself; with no listener either one ends the process.)
 */
import pg, { type PoolConfig } from 'pg'

import { watchPool } from '@/server/platform/metrics'
import { logger } from '@/server/platform/log'
import { SYSTEM_IDENTIFIER_ENV, verifyCluster } from './server-identity'

let lastLogged = 0

/** One line per burst: a database restart drops every connection at once. */
function logConnectionError(error: Error): void {
  if (Date.now() - lastLogged < 5_000) return
  lastLogged = Date.now()
  logger.warn({ err: error }, 'a database connection was lost; new queries open a new one')
}

/** pg's client with its own connect timeout (the pool's covers the wait for a free connection). */
function clientConnectingWithin(connectMs: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(typeof config === 'string' ? { connectionString: config, connectionTimeoutMillis: connectMs } : { ...config, connectionTimeoutMillis: connectMs })
    }
  }
}

export function poolConfig(overrides: PoolConfig = {}, env: Record<string, string | undefined> = process.env): PoolConfig {
  const expected = env[SYSTEM_IDENTIFIER_ENV]
  return {
    connectionString: env.DATABASE_URL || '',
    // Two waits, each bounded so nothing queues forever. Opening a connection gives up after
    // DATABASE_CONNECT_TIMEOUT_MS (1.5 s: while the database is away an API call answers its 503
    // within 2 s; a stopped server refuses at once). Waiting for a free connection of a busy pool
    // is longer, DATABASE_POOL_WAIT_MS (5 s): a burst queues briefly instead of failing (pg-pool
    // has one timeout for both, so the connect one is the client's own: the `Client` option).
    Client: clientConnectingWithin(Number(env.DATABASE_CONNECT_TIMEOUT_MS || 1_500)),
    connectionTimeoutMillis: Number(env.DATABASE_POOL_WAIT_MS || 5_000),
    idleTimeoutMillis: 30_000,
    max: Number(env.DATABASE_POOL_MAX || 10),
    // Runs before the pool hands a new connection out; a throw refuses the connection.
    onConnect: async (client) => {
      client.on('error', logConnectionError)
      await verifyCluster(client, expected)
    },
    ...overrides,
  }
}

/**
 * pg.Pool with an error listener from its first moment (Payload creates and connects it itself),
 * counted in the metrics' database gauges under `name` (Payload's pool is `app`).
 */
export class GuardedPool extends pg.Pool {
  constructor(config?: PoolConfig, name = 'app') {
    super(config)
    this.on('error', logConnectionError)
    watchPool(this, name)
  }
}

/** The `pg` module for Payload's postgres adapter (its documented `pg` option), with the guarded pool. */
export const guardedPg: typeof pg = { ...pg, Pool: GuardedPool }
