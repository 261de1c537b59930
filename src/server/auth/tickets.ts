/**
 * Short-lived single-use tickets of the login flows (table auth_tickets, the only code that
 * touches it): a WeChat QR login's state, a scanned WeChat waiting to be bound, a risk
 * verification, a passport code. Only keyed hashes are stored; taking a ticket is one UPDATE, so
 * it is used once even when two requests race for it.
 */
import { and, eq, gt, isNull, lt, sql } from '@payloadcms/db-postgres/drizzle'

import type { Db } from '@/server/db/drizzle'
import { auth_tickets } from '@/server/db/tables'
import { keyedHash, randomToken } from '@/server/platform/crypto'

export type TicketPurpose = 'wechat-state' | 'wechat-pending' | 'risk' | 'passport'

export type Ticket<Data> = { id: number; sellerId: number | null; data: Data; expiresAt: Date }

const ticketHash = (purpose: TicketPurpose, ticket: string) => keyedHash(`auth-ticket:${purpose}`, ticket)

let lastSweep = 0

/** Expired tickets are deleted at most hourly (they are worthless, and keep nothing worth keeping). */
async function sweep(db: Db): Promise<void> {
  if (Date.now() - lastSweep < 3_600_000) return
  lastSweep = Date.now()
  await db.delete(auth_tickets).where(lt(auth_tickets.expiresAt, sql`now() - interval '1 day'`))
}

export async function issueTicket(db: Db, purpose: TicketPurpose, options: { sellerId?: number | null; data?: object; ttlMs: number }): Promise<{ ticket: string; expiresAt: Date }> {
  await sweep(db)
  const ticket = randomToken(24)
  const expiresAt = new Date(Date.now() + options.ttlMs)
  await db.insert(auth_tickets).values({ purpose, ticketHash: ticketHash(purpose, ticket), sellerId: options.sellerId ?? null, data: options.data ?? {}, expiresAt })
  return { ticket, expiresAt }
}

const ticketColumns = { id: auth_tickets.id, sellerId: auth_tickets.sellerId, data: auth_tickets.data, expiresAt: auth_tickets.expiresAt }

// The data is what issueTicket stored for this purpose: the caller names its type.
const toTicket = <Data>(row: { id: number; sellerId: number | null; data: unknown; expiresAt: Date } | undefined): Ticket<Data> | null =>
  row ? { id: row.id, sellerId: row.sellerId, data: row.data as Data, expiresAt: row.expiresAt } : null

const live = () => and(isNull(auth_tickets.consumedAt), gt(auth_tickets.expiresAt, sql`now()`))

/** Takes a live ticket (marks it used) and returns it; null when unknown, expired or already taken. */
export async function takeTicket<Data>(db: Db, purpose: TicketPurpose, ticket: string): Promise<Ticket<Data> | null> {
  if (!ticket || ticket.length > 200) return null
  const [row] = await db
    .update(auth_tickets)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(auth_tickets.purpose, purpose), eq(auth_tickets.ticketHash, ticketHash(purpose, ticket)), live()))
    .returning(ticketColumns)
  return toTicket<Data>(row)
}

/** Reads a live ticket without taking it (to show what a pending binding is about). */
export async function peekTicket<Data>(db: Db, purpose: TicketPurpose, ticket: string): Promise<Ticket<Data> | null> {
  if (!ticket || ticket.length > 200) return null
  const [row] = await db
    .select(ticketColumns)
    .from(auth_tickets)
    .where(and(eq(auth_tickets.purpose, purpose), eq(auth_tickets.ticketHash, ticketHash(purpose, ticket)), live()))
  return toTicket<Data>(row)
}

/** Takes a live ticket by its row id (a ticket another ticket points at). */
export async function takeTicketById<Data>(db: Db, purpose: TicketPurpose, id: number): Promise<Ticket<Data> | null> {
  const [row] = await db
    .update(auth_tickets)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(auth_tickets.purpose, purpose), eq(auth_tickets.id, id), live()))
    .returning(ticketColumns)
  return toTicket<Data>(row)
}
