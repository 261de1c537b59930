/**
 * Short-lived single-use tickets of the login flows (table auth_tickets, the only code that
 * touches it): a WeChat QR login's state, a scanned WeChat waiting to be bound, a risk
 * verification, a passport code. Only keyed hashes are stored; taking a ticket is one UPDATE, so
 * it is used once even when two requests race for it.
 */
import type { Pool } from 'pg'

import { keyedHash, randomToken } from '@/server/platform/crypto'

export type TicketPurpose = 'wechat-state' | 'wechat-pending' | 'risk' | 'passport'

export type Ticket<Data> = { id: number; sellerId: number | null; data: Data; expiresAt: Date }

const ticketHash = (purpose: TicketPurpose, ticket: string) => keyedHash(`auth-ticket:${purpose}`, ticket)

let lastSweep = 0

/** Expired tickets are deleted at most hourly (they are worthless, and keep nothing worth keeping). */
async function sweep(pool: Pool): Promise<void> {
  if (Date.now() - lastSweep < 3_600_000) return
  lastSweep = Date.now()
  await pool.query(`DELETE FROM auth_tickets WHERE expires_at < now() - interval '1 day'`)
}

export async function issueTicket(pool: Pool, purpose: TicketPurpose, options: { sellerId?: number | null; data?: object; ttlMs: number }): Promise<{ ticket: string; expiresAt: Date }> {
  await sweep(pool)
  const ticket = randomToken(24)
  const expiresAt = new Date(Date.now() + options.ttlMs)
  await pool.query('INSERT INTO auth_tickets (purpose, ticket_hash, seller_id, data, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    purpose,
    ticketHash(purpose, ticket),
    options.sellerId ?? null,
    JSON.stringify(options.data ?? {}),
    expiresAt,
  ])
  return { ticket, expiresAt }
}

type Row = { id: number; seller_id: number | null; data: unknown; expires_at: Date }
const toTicket = <Data>(row: Row | undefined): Ticket<Data> | null =>
  row ? { id: row.id, sellerId: row.seller_id, data: row.data as Data, expiresAt: new Date(row.expires_at) } : null

/** Takes a live ticket (marks it used) and returns it; null when unknown, expired or already taken. */
export async function takeTicket<Data>(pool: Pool, purpose: TicketPurpose, ticket: string): Promise<Ticket<Data> | null> {
  if (!ticket || ticket.length > 200) return null
  const { rows } = await pool.query<Row>(
    `UPDATE auth_tickets SET consumed_at = now()
     WHERE purpose = $1 AND ticket_hash = $2 AND consumed_at IS NULL AND expires_at > now()
     RETURNING id, seller_id, data, expires_at`,
    [purpose, ticketHash(purpose, ticket)],
  )
  return toTicket<Data>(rows[0])
}

/** Reads a live ticket without taking it (to show what a pending binding is about). */
export async function peekTicket<Data>(pool: Pool, purpose: TicketPurpose, ticket: string): Promise<Ticket<Data> | null> {
  if (!ticket || ticket.length > 200) return null
  const { rows } = await pool.query<Row>(
    'SELECT id, seller_id, data, expires_at FROM auth_tickets WHERE purpose = $1 AND ticket_hash = $2 AND consumed_at IS NULL AND expires_at > now()',
    [purpose, ticketHash(purpose, ticket)],
  )
  return toTicket<Data>(rows[0])
}

/** Takes a live ticket by its row id (a ticket another ticket points at). */
export async function takeTicketById<Data>(pool: Pool, purpose: TicketPurpose, id: number): Promise<Ticket<Data> | null> {
  const { rows } = await pool.query<Row>(
    `UPDATE auth_tickets SET consumed_at = now()
     WHERE purpose = $1 AND id = $2 AND consumed_at IS NULL AND expires_at > now()
     RETURNING id, seller_id, data, expires_at`,
    [purpose, id],
  )
  return toTicket<Data>(rows[0])
}
