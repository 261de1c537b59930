/**
 * Numbers stored before international numbers existed (11 mainland digits) move to E.164 with the
 * migration's statement, and their sellers log in as before: the same lookup, codes, lockouts and
 * limits.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { phonesToE164 } from '@cms/migrations/20261127_155809_phone_numbers_e164'
import { normalizePhone } from '@/lib/auth/validation'
import { findSellerByPhone } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('moving stored numbers to E.164', () => {
  it('gives 11-digit numbers +86 everywhere they are kept, and leaves E.164 ones alone', async () => {
    const pool = payload.db.pool
    const legacy = freshPhone()
    const russian = `+7916${legacy.slice(-7)}`
    // Rows as the previous release wrote them (raw SQL: the app itself writes E.164 now).
    const { rows } = await pool.query<{ id: number }>(`INSERT INTO sellers (phone, phone_masked, status, updated_at, created_at) VALUES ($1, $2, 'active', now(), now()), ($3, $4, 'active', now(), now()) RETURNING id`, [
      legacy,
      `${legacy.slice(0, 3)}****${legacy.slice(-4)}`,
      russian,
      '+7 916****567',
    ])
    await pool.query(`INSERT INTO sms_codes (phone, purpose, code_hash, expires_at, attempts, updated_at, created_at) VALUES ($1, 'log', 'h', now() + interval '5 minutes', 0, now(), now())`, [legacy])
    await pool.query(`INSERT INTO login_attempts (account, failures, locked_until) VALUES ($1, 5, now() + interval '1 hour')`, [legacy])
    await pool.query(`INSERT INTO rate_limits (key, points, expire) VALUES ($1, 3, $2), ($3, 1, $2)`, [`smsPerPhoneDay:${legacy}`, Date.now() + 3_600_000, `smsResend:${legacy}`])

    await payload.db.drizzle.execute(phonesToE164)

    const e164 = `+86${legacy}`
    expect(normalizePhone(legacy)).toBe(e164)
    // The seller typing the number as before is found; the masked number shown stays the same.
    const seller = await findSellerByPhone(payload, normalizePhone(legacy)!)
    expect(seller?.id).toBe(rows[0].id)
    expect(seller?.phoneMasked).toBe(`${legacy.slice(0, 3)}****${legacy.slice(-4)}`)
    expect((await findSellerByPhone(payload, russian))?.id).toBe(rows[1].id)
    expect((await pool.query('SELECT phone FROM sms_codes WHERE phone = $1', [e164])).rowCount).toBe(1)
    expect((await pool.query('SELECT account FROM login_attempts WHERE account = $1', [e164])).rows).toHaveLength(1)
    const keys = (await pool.query<{ key: string; points: number }>('SELECT key, points FROM rate_limits WHERE key LIKE $1 ORDER BY key', [`%${legacy}`])).rows
    expect(keys).toEqual([
      { key: `smsPerPhoneDay:${e164}`, points: 3 },
      { key: `smsResend:${e164}`, points: 1 },
    ])
  })
})
