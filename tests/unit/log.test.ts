/**
 * What the log keeps out: a phone, a code, a password, a token, a key never reach a line, in a
 * field at any depth, in free text, or in a database error (Drizzle's failed query lists its
 * values; PostgreSQL's `detail` names the row).
 */
import { describe, expect, it } from 'vitest'

import { Writable } from 'node:stream'

import { createLogger, requestLogger, scrub, scrubText } from '@/server/platform/log'

/** A logger writing into an array of parsed lines, as the server's writes to stdout. */
function capture() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger(stream, 'info'), lines, text: () => JSON.stringify(lines) }
}

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

  it("keeps an error's type, code, constraint and cause, without PostgreSQL's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint: 'sellers_phone_idx', detail: 'Key (phone)=(13800138000) already exists.' })
    const logged = scrub(new Error('insert failed', { cause })) as { type: string; cause: Record<string, unknown> }
    expect(logged.type).toBe('Error')
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'sellers_phone_idx' })
    expect(JSON.stringify(logged)).not.toContain('13800138000')
  })
})

describe('the logger', () => {
  const drizzleError = () => new Error('Failed query: insert into "sellers" ("phone") values ($1)\nparams: 13800138000,$scrypt$abc')

  it("scrubs the message pino takes from an error, however the error is passed (as Payload passes it)", () => {
    const { logger, lines, text } = capture()
    logger.error(drizzleError())
    logger.error({ err: drizzleError() })
    logger.error({ err: 'token=abcdef123 for 13800138000' })
    logger.warn({ err: drizzleError() }, 'insert failed for %s', '13800138000')
    expect(lines).toHaveLength(4)
    expect(text()).not.toMatch(/13800138000|\$scrypt\$abc|abcdef123/)
    expect(lines[0]?.msg).toMatch(/^Failed query/)
    expect(lines[3]?.msg).toBe('insert failed for 138****00')
  })

  it("leaves out PostgreSQL's detail (a whole row) and keeps which constraint failed", () => {
    const { logger, lines, text } = capture()
    const error = Object.assign(new Error('null value in column "x" violates not-null constraint'), { code: '23502', detail: 'Failing row contains (1, sess-token-abcdef, $scrypt$hashvalue).', table: 'seller_sessions', column: 'x' })
    logger.error({ err: error }, 'write failed')
    expect(text()).not.toMatch(/sess-token-abcdef|hashvalue/)
    expect(lines[0]?.err).toMatchObject({ code: '23502', table: 'seller_sessions', column: 'x' })
  })

  it("replaces secret fields by any name that contains a secret word, in a request logger's fields too", () => {
    const { logger, text } = capture()
    logger.info({ resetPasswordToken: 'rpt-1', sessionToken: 'st-2', mobile: 13800138000, passwordHash: 'ph-3', salt: 's-4', user: { api_key: 'ak-5' } }, 'fields')
    requestLogger('550e8400-e29b-41d4-a716-446655440000', { phone: '13900000001' }, logger).info('child')
    expect(text()).not.toMatch(/rpt-1|st-2|13800138000|ph-3|s-4|ak-5|13900000001/)
    expect(text()).toContain('550e8400-e29b-41d4-a716-446655440000')
  })
})
