/**
 * A lease: the one process of the cluster that holds a PostgreSQL advisory lock, on a connection
 * of its own. The lock is the session's, so it lasts while that connection does: a process that
 * stops, crashes or loses its connection gives it up (PostgreSQL ends the session; the keepalives
 * below find a peer that vanished within about a minute), and another one takes it on its next try.
 *
 * `held()` is asked before each piece of work: the holder checks its connection still answers,
 * the others try the lock. The lease needs a direct connection or session pooling, never a pooler
 * in transaction mode (the lock would stay on a server connection other clients then use).
 */
import type { Pool, PoolClient } from 'pg'

import { logger } from '@/server/platform/log'

export type Lease = {
  /** Whether this process holds the lease now: keeps it, or tries to take it. Never throws. */
  held(): Promise<boolean>
  /** Gives the lease up and closes its connection (a later `held()` tries again). */
  release(): Promise<void>
}

/** The server gives up on a vanished client after 30 s of silence and three unanswered probes. */
const KEEPALIVES = 'SET tcp_keepalives_idle = 30; SET tcp_keepalives_interval = 10; SET tcp_keepalives_count = 3'

/** `pool`: the lease's own (one connection), so it never waits behind or holds up the app's queries. */
export function createLease(pool: Pool, key: number, what: string): Lease {
  let client: PoolClient | undefined
  let holding = false
  let pending: Promise<boolean> | null = null

  const drop = (error?: unknown) => {
    if (holding) logger.warn({ err: error, lease: what }, 'lease lost: another instance may take it')
    else if (error) logger.debug({ err: error, lease: what }, 'lease not taken')
    holding = false
    // Closed, not pooled: a connection in doubt might still hold the lock.
    client?.release(true)
    client = undefined
  }

  const check = async (): Promise<boolean> => {
    try {
      if (!client) {
        client = await pool.connect()
        await client.query(KEEPALIVES)
      }
      if (holding) {
        // A session that answers still holds its lock (only an unlock or its end takes it away).
        await client.query('SELECT 1')
        return true
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key])
      holding = rows[0]?.locked === true
      if (holding) logger.info({ lease: what }, 'lease taken: this instance does the work')
      return holding
    } catch (error) {
      drop(error)
      return false
    }
  }

  return {
    held() {
      pending ??= check().finally(() => {
        pending = null
      })
      return pending
    },
    async release() {
      await pending
      if (holding) await client?.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {})
      holding = false
      client?.release(true)
      client = undefined
    },
  }
}
