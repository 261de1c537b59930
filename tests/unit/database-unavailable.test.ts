import type { NextApiRequest } from 'next'
import { describe, expect, it } from 'vitest'

import { fakeApiResponse } from '../helpers/fake-api-response'

import { WrongDatabaseError } from '@/server/db/server-identity'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import { apiRoute } from '@/server/http/api-route'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable or refusing database however the error is wrapped', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:54329', 'ECONNREFUSED')
    expect(isDatabaseUnavailable(refused)).toBe(true)
    // Payload and drizzle wrap the driver's error.
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('wrapped', { cause: refused }) }))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all attempts failed'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('password authentication failed for user "postgres"', '28P01'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    // @payloadcms/drizzle's beginTransaction rethrows the driver's error as text only.
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:54329'))).toBe(true)
    expect(isDatabaseUnavailable(new WrongDatabaseError('1', '2'))).toBe(true)
  })

  it('leaves the caller’s mistakes and our own faults alone', () => {
    expect(isDatabaseUnavailable(withCode('invalid input syntax for type integer', '22P02'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    const loop: { cause?: unknown } = new Error('loop')
    loop.cause = loop
    expect(isDatabaseUnavailable(loop)).toBe(false)
  })
})


describe('apiRoute', () => {
  const request = (language: string) => ({ method: 'GET', url: '/api/x', headers: { 'accept-language': language } }) as unknown as NextApiRequest

  it('answers a database that cannot be reached with a 503 in the caller language and Retry-After', async () => {
    const { res, sent } = fakeApiResponse()
    await apiRoute(async () => {
      throw new Error('cannot connect to Postgres', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })
    })(request('ru'), res)
    expect(sent.status).toBe(503)
    expect(sent.body).toEqual({ code: 503, message: 'Сервис временно недоступен, попробуйте ещё раз' })
    expect(Number(sent.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('answers any other failure with a JSON 500, not an HTML page', async () => {
    const { res, sent } = fakeApiResponse()
    const quiet = console.error
    console.error = () => undefined
    try {
      await apiRoute(async () => {
        throw new TypeError('bug')
      })(request('en'), res)
    } finally {
      console.error = quiet
    }
    expect(sent.status).toBe(500)
    expect(sent.body).toEqual({ code: 500, message: 'Backend exception' })
  })
})

describe('the local captcha during an outage', () => {
  it('reports the outage instead of "ticket already used", so the ticket stays good', async () => {
    process.env.PAYLOAD_SECRET ||= 'unit-test-secret'
    const { providers } = await import('@/server/providers')
    let down = true
    const used = new Set<string>()
    // Just enough of a pg pool for the single-use store: an outage, then a working table.
    const pool = {
      query: async (text: string, values: unknown[] = []) => {
        if (down) throw withCode('connect ECONNREFUSED 127.0.0.1:54329', 'ECONNREFUSED')
        const key = String(values[0])
        const first = !used.has(key)
        used.add(key)
        return { rows: [{ points: first ? 1 : 2, expire: Date.now() + 600_000 }], rowCount: 1, text }
      },
    }
    const { localCaptcha, captcha } = providers(pool as never)
    const challenge = localCaptcha!.issueChallenge()
    const answer = { ...localCaptcha!.solve(challenge.challenge, challenge.target)!, userIp: '127.0.0.1' }
    await expect(captcha.verify(answer)).rejects.toSatisfy(isDatabaseUnavailable)
    down = false
    expect(await captcha.verify(answer)).toBe(true)
    expect(await captcha.verify(answer)).toBe(false)
  })
})
