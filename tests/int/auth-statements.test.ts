/**
 * The single-statement guarantees of the login flows on a real database, called directly
 * (tests/http/portal-hardening.test.ts and wechat-login.test.ts make the same bursts over HTTP):
 * a burst of password attempts gets the budget's 5 checks and then a lock, released attempts
 * are given back, and a ticket is taken once however many take it at once.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { clearLoginAttempts, LOCK_AFTER_FAILURES, releaseLoginAttempt, reserveLoginAttempt } from '@/server/user/login-attempts'
import { issueTicket, peekTicket, takeTicket, takeTicketById } from '@/server/auth/tickets'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('login attempts', () => {
  it('21 attempts at once: 5 granted, the rest told to wait about a minute', async () => {
    const account = `t${randomUUID().slice(0, 20)}`
    const answers = await Promise.all(Array.from({ length: 21 }, () => reserveLoginAttempt(payload.db.drizzle, account)))
    expect(answers.filter((answer) => answer.granted)).toHaveLength(LOCK_AFTER_FAILURES)
    for (const answer of answers.filter((entry) => !entry.granted)) {
      expect(answer.granted ? 0 : answer.waitSeconds).toBeGreaterThanOrEqual(1)
      expect(answer.granted ? 0 : answer.waitSeconds).toBeLessThanOrEqual(60)
    }
    await clearLoginAttempts(payload.db.drizzle, account)
    expect((await reserveLoginAttempt(payload.db.drizzle, account)).granted).toBe(true)
  })

  it('a released attempt is given back: the 5th failure only locks once it is really made', async () => {
    const account = `t${randomUUID().slice(0, 20)}`
    for (let n = 0; n < LOCK_AFTER_FAILURES - 1; n++) expect((await reserveLoginAttempt(payload.db.drizzle, account)).granted).toBe(true)
    expect((await reserveLoginAttempt(payload.db.drizzle, account)).granted).toBe(true)
    await releaseLoginAttempt(payload.db.drizzle, account)
    expect((await reserveLoginAttempt(payload.db.drizzle, account)).granted).toBe(true)
    expect(await reserveLoginAttempt(payload.db.drizzle, account)).toMatchObject({ granted: false })
  })
})

describe('tickets', () => {
  it('taken once under a burst; peeked without taking; its data and seller kept', async () => {
    const { ticket } = await issueTicket(payload.db.drizzle, 'passport', { data: { clientId: 'abc' }, ttlMs: 60_000 })
    expect((await peekTicket<{ clientId: string }>(payload.db.drizzle, 'passport', ticket))?.data).toEqual({ clientId: 'abc' })
    expect(await peekTicket(payload.db.drizzle, 'risk', ticket)).toBeNull()
    const taken = await Promise.all(Array.from({ length: 10 }, () => takeTicket<{ clientId: string }>(payload.db.drizzle, 'passport', ticket)))
    const winners = taken.filter((entry) => entry !== null)
    expect(winners).toHaveLength(1)
    expect(winners[0]).toMatchObject({ sellerId: null, data: { clientId: 'abc' } })
    expect(winners[0]?.expiresAt).toBeInstanceOf(Date)
    expect(await peekTicket(payload.db.drizzle, 'passport', ticket)).toBeNull()
    expect(await takeTicketById(payload.db.drizzle, 'passport', winners[0]!.id)).toBeNull()
  })

  it('an expired ticket is not taken', async () => {
    const { ticket } = await issueTicket(payload.db.drizzle, 'risk', { data: {}, ttlMs: -1_000 })
    expect(await takeTicket(payload.db.drizzle, 'risk', ticket)).toBeNull()
  })
})
