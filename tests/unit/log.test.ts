/**
 * What the log keeps out: a phone, a code, a password, a token, a key never reach a line, in a
 * field at any depth, in free text, or in a database error (Drizzle's failed query lists its
 * values; PostgreSQL's `detail` names the row).
 */
import { describe, expect, it } from 'vitest'

import { scrub, scrubText } from '@/server/platform/log'

describe('scrub', () => {
  it('replaces secret fields at any depth, whatever their spelling', () => {
    const line = scrub({
      phone: '13800138000',
      body: { mobilePhone: '+79123456789', password: 'right123', code: '123456', nested: [{ user_token: 'abc', 'Control-T': 'x', apiKey: 'k' }] },
      headers: { authorization: 'Bearer s3cret', cookie: 'userToken=abc' },
      status: 200,
      path: '/api/ram/ddqbt/v1/user/info',
    })
    const text = JSON.stringify(line)
    for (const secret of ['13800138000', '79123456789', 'right123', '123456', 'abc', 's3cret', '"k"']) expect(text).not.toContain(secret)
    expect(line).toMatchObject({ status: 200, path: '/api/ram/ddqbt/v1/user/info' })
  })

  it('masks phone numbers in free text, as people type them, and keeps dates, times, ids and amounts', () => {
    expect(scrubText('sent to 13800138000 and +7 912 345-67-89')).toBe('sent to 138****00 and 791****89')
    const kept = 'on 2026-11-27 10:00:00, request 550e8400-e29b-41d4-a716-446655440000, 1234 ms, 3.14159265358'
    expect(scrubText(kept)).toBe(kept)
  })

  it('cuts the values of a failed SQL statement and secret pairs in messages', () => {
    const error = new Error('Failed query: insert into "sellers" ("phone") values ($1)\nparams: 13800138000,$scrypt$abc')
    const logged = JSON.stringify(scrub({ err: error }))
    expect(logged).not.toContain('13800138000')
    expect(logged).not.toContain('$scrypt$abc')
    expect(logged).toContain('Failed query')
    expect(scrubText('login with password=hunter22 and token: "abc def"')).toBe('login with password=[redacted] and token: [redacted]')
  })

  it("keeps an error's type, code and cause, with PostgreSQL's detail scrubbed", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (phone)=(13800138000) already exists.' })
    const logged = scrub(new Error('insert failed', { cause })) as { type: string; cause: { code: string; detail: string } }
    expect(logged.type).toBe('Error')
    expect(logged.cause.code).toBe('23505')
    expect(logged.cause.detail).toBe('Key (phone)=(138****00) already exists.')
  })
})
