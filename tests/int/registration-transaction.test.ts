/**
 * A registration is written whole or not at all (src/server/db/transaction.ts): the SMS code, the
 * account, its attribution, its lottery chance, its login and its session. A connection that dies
 * before the COMMIT leaves nothing and the code still valid; a COMMIT the database never confirmed
 * is an error, not a success. tests/http/database-restart.test.ts does the same over HTTP with the
 * database stopped and the app killed.
 */
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendSmsCode, trySmsCode } from '@/server/auth/sms-codes'
import { inTransaction } from '@/server/db/transaction'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import type { RequestContext } from '@/server/http/context'
import { keyedHash } from '@/server/platform/crypto'
import { ServiceError } from '@/server/platform/errors'
import { limiters } from '@/server/platform/limits'
import { register } from '@/server/user/login'
import { openAccount } from '@/server/user/new-seller'

import { freshPhone, storedPhone } from '../helpers/fixtures'

let payload: Payload
let other: pg.Pool
let activityId: number

beforeAll(async () => {
  payload = await getPayload({ config })
  other = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  // A running campaign of its own: a registration carrying it gets one chance.
  activityId = 300_000_000 + (Math.floor(Date.now() / 1000) % 1_000_000)
  await payload.create({
    collection: 'lottery-campaigns',
    locale: 'zh',
    context: { disableRevalidate: true },
    overrideAccess: true,
    data: {
      _status: 'published',
      title: `注册事务 ${activityId}`,
      activityId,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      noPrizeWeight: 1,
      chances: { perRegistration: 1, perInvite: 1, daily: 0, maxInvites: 10, invitesPerAddressDaily: 3 },
      prizes: [{ name: '奖品', kind: 'coupon', couponCode: 'TX', stock: 10, weight: 1 }],
    },
  })
})

afterAll(async () => {
  await other?.end()
})

let ipCounter = 0
function context(): RequestContext {
  ipCounter += 1
  const pool = payload.db.pool
  return {
    payload,
    pool,
    db: payload.db.drizzle,
    providers: {} as RequestContext['providers'],
    limits: limiters(pool),
    ip: `198.51.100.${ipCounter}`,
    userAgent: 'registration-transaction test',
    locale: 'en',
    acceptLanguage: 'en',
    edgeCountry: null,
    now: new Date(),
    session: null,
    visitorId: null,
    wechatState: null,
  }
}

/** A registration code, as sendSmsCode stores it. */
async function smsCode(phone: string, code = '246810'): Promise<string> {
  await payload.create({
    collection: 'sms-codes',
    data: { phone, purpose: 'reg', codeHash: keyedHash('sms-code', `${phone}:reg:${code}`), expiresAt: new Date(Date.now() + 300_000).toISOString(), attempts: 0, ip: '198.51.100.1' },
    overrideAccess: true,
  })
  return code
}

type Written = { sellers: number; sessions: number; attributed: number; chances: number; loggedIn: number }
async function written(phone: string): Promise<Written> {
  const { rows } = await other.query<Written>(
    `SELECT count(*)::int AS sellers,
            count(*) FILTER (WHERE s.last_login_at IS NOT NULL)::int AS "loggedIn",
            (SELECT count(*) FROM seller_sessions x JOIN sellers y ON y.id = x.seller_id WHERE y.phone = $1)::int AS sessions,
            (SELECT count(*) FROM analytics_registrations r JOIN sellers y ON y.id = r.seller_id WHERE y.phone = $1)::int AS attributed,
            (SELECT count(*) FROM lottery_chances c JOIN sellers y ON y.id = c.seller_id WHERE y.phone = $1)::int AS chances
       FROM sellers s WHERE s.phone = $1`,
    [phone],
  )
  return rows[0] as Written
}

const registration = (phone: string, code: string) => ({ appName: 'ozon', account: phone, code, password: 'whole123', expandInfo: JSON.stringify({ actId: activityId }) })

describe('a registration', () => {
  it('writes the account, its attribution, its chance, its login and its session together', async () => {
    const phone = storedPhone(freshPhone())
    const answer = await register(context(), registration(phone, await smsCode(phone)) as never)
    expect(answer.body).toMatchObject({ lotteryChances: 1 })
    expect(answer.session).toMatchObject({ token: expect.any(String) })
    expect(await written(phone)).toEqual({ sellers: 1, loggedIn: 1, sessions: 1, attributed: 1, chances: 1 })
  })

  it('cut off before its COMMIT leaves nothing, and its code registers afterwards', async () => {
    const phone = storedPhone(freshPhone())
    const code = await smsCode(phone)
    const ctx = context()
    const cut = inTransaction(payload, async (tx) => {
      expect(await trySmsCode(tx.db, phone, 'reg', code)).toBeNull()
      const opened = await openAccount(ctx, tx, phone, 'register', registration(phone, code))
      expect(opened).toMatchObject({ created: true, lotteryChances: 1 })
      // The database goes away (a restart, a kill) with everything written but not committed.
      const { rows } = await tx.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)
      await other.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid])
      return opened
    })
    // Not a success: the caller answers 503 "try again".
    const error = await cut.then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(await written(phone)).toEqual({ sellers: 0, loggedIn: 0, sessions: 0, attributed: 0, chances: 0 })

    const again = await register(context(), registration(phone, code) as never)
    expect(again.body).toMatchObject({ lotteryChances: 1 })
    expect(await written(phone)).toEqual({ sellers: 1, loggedIn: 1, sessions: 1, attributed: 1, chances: 1 })
  })

  it('sent twice at once for one phone opens one account; the other transaction goes on unharmed', async () => {
    const phone = storedPhone(freshPhone())
    const ctx = context()
    const both = await Promise.all([0, 1].map(() => inTransaction(payload, (tx) => openAccount(ctx, tx, phone, 'register', registration(phone, '000000')))))
    expect(both.map((opened) => opened.created).sort()).toEqual([false, true])
    expect(both[0]?.seller.id).toBe(both[1]?.seller.id)
    expect(await written(phone)).toMatchObject({ sellers: 1, attributed: 1, chances: 1 })
  })

  it('refused for a wrong code still counts the try: the fifth burns the code', async () => {
    const phone = storedPhone(freshPhone())
    const code = await smsCode(phone)
    const refusals: string[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const error = await register(context(), registration(phone, '999999') as never).then(
        () => null,
        (reason: unknown) => reason,
      )
      refusals.push(error instanceof ServiceError ? error.messageKey : String(error))
    }
    expect(refusals).toEqual(['codeInvalid', 'codeInvalid', 'codeInvalid', 'codeInvalid', 'codeTooManyTries'])
    const right = await register(context(), registration(phone, code) as never).catch((reason: unknown) => reason)
    expect(right instanceof ServiceError && right.messageKey).toBe('codeInvalid')
    expect(await written(phone)).toMatchObject({ sellers: 0 })
  })
})

describe('sending an SMS code', () => {
  const sendWith = (failure: Error) => {
    const ctx = context()
    const sms = { name: 'failing', reaches: () => true, send: async () => Promise.reject(failure) }
    // The service's numbers are E.164 (the request schema makes them so).
    return sendSmsCode({ ...ctx, providers: { sms } as unknown as RequestContext['providers'] }, storedPhone(freshPhone()), 'reg').catch((reason: unknown) => reason)
  }

  it('says "SMS failed" when the provider refuses, and "try again" (503) when the local outbox lost the database', async () => {
    const refused = await sendWith(new Error('provider refused the template'))
    expect(refused instanceof ServiceError && refused.messageKey).toBe('smsFailed')
    // The local provider writes to the database; a restart under it is an outage, not an SMS failure.
    const lost = await sendWith(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))
    expect(lost).not.toBeInstanceOf(ServiceError)
    expect(isDatabaseUnavailable(lost)).toBe(true)
  })
})
