/**
 * Writes that stand or fall together: one PostgreSQL transaction that Drizzle statements (`db`)
 * and Payload's local API (`req`) both join, so a database that goes away half-way, or a `kill -9`,
 * leaves all of them or none.
 *
 * Drizzle runs the transaction and Payload is lent it (the adapter finds a transaction by
 * `req.transactionID` in `payload.db.sessions`): Payload's own initTransaction/commitTransaction
 * would answer a COMMIT the database never confirmed as a success (@payloadcms/drizzle's
 * beginTransaction swallows the error ending the transaction), and a write would be reported done
 * that is not there. Here a failed COMMIT is the caller's error (a 503).
 */
import { randomUUID } from 'node:crypto'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { Db } from './drizzle'

export type Transaction = {
  /** Drizzle statements of the transaction. */
  db: Db
  /** For Payload's local API (`req`): its reads and writes run in the transaction. */
  req: PayloadRequest
}

type Session = { db: Db; resolve: () => Promise<void>; reject: () => Promise<void> }

/** Gives Payload the transaction back after one of its operations failed (it drops it then). */
const reattach = new WeakMap<PayloadRequest, () => void>()

export async function inTransaction<T>(payload: Payload, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const sessions = (payload.db as unknown as { sessions: Record<string, Session> }).sessions
  return (payload.db.drizzle as Db).transaction(async (db) => {
    const id = randomUUID()
    // Committing and rolling back stay Drizzle's: what Payload calls when an operation fails
    // (killTransaction) only forgets the transaction, and the error it rethrows ends it here.
    const session: Session = { db, resolve: async () => {}, reject: async () => {} }
    const req = await createLocalReq({}, payload)
    const attach = () => {
      sessions[id] = session
      req.transactionID = id
    }
    attach()
    reattach.set(req, attach)
    try {
      return await work({ db, req })
    } finally {
      delete sessions[id]
    }
  })
}

/**
 * A step that may fail without failing the transaction (a savepoint): when `work` throws, only
 * its writes are undone, the transaction goes on, and the error is the caller's to weigh.
 */
export async function savepoint<T>(tx: Transaction, work: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await tx.db.transaction((db) => work(db))
  } finally {
    reattach.get(tx.req)?.()
  }
}

/**
 * The Drizzle handle of the transaction Payload runs `req` in (a collection hook's own writes then
 * stand or fall with the document's), else the pool.
 */
export async function requestDb(req: PayloadRequest): Promise<Db> {
  const id = await req.transactionID
  const sessions = (req.payload.db as unknown as { sessions: Record<string, Session> }).sessions
  return (id !== undefined && id !== null && sessions[String(id)]?.db) || (req.payload.db.drizzle as Db)
}
