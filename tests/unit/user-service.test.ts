/** Pure parts of the user service: password hashing, lock backoff, the local slider, cookies, messages. */
import { describe, expect, it } from 'vitest'

import { createLocalCaptcha, LOCAL_CAPTCHA_TOLERANCE } from '@/server/providers/captcha/local'
import { smsText } from '@/server/providers/sms/local'
import { hashPassword, randomDigits, verifyPassword } from '@/server/user/crypto'
import { cookieValue } from '@/lib/cookies'
import { clientIp, sessionCookies } from '@/server/user/http'
import { LOCK_AFTER_FAILURES, lockSeconds } from '@/server/user/limits'
import { requestLocale, translate } from '@/server/user/messages'

process.env.PAYLOAD_SECRET ||= 'unit-test-secret'

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const first = await hashPassword('abc12345')
    const second = await hashPassword('abc12345')
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(first).not.toBe(second)
    expect(await verifyPassword('abc12345', first)).toBe(true)
    expect(await verifyPassword('abc12346', first)).toBe(false)
    expect(await verifyPassword('ABC12345', first)).toBe(false)
    // Five scrypt hashes (32 MiB each): allow for a busy machine.
  }, 30_000)

  it('does the same work and says no for an account without a password', async () => {
    expect(await verifyPassword('timing-equalizer-0', null)).toBe(false)
    expect(await verifyPassword('anything', undefined)).toBe(false)
  }, 30_000)

  it('draws SMS codes of exactly six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(randomDigits(6)).toMatch(/^\d{6}$/)
  })
})

describe('account lock backoff', () => {
  it('starts at the 5th failure with 60 s and doubles up to an hour', () => {
    expect(lockSeconds(LOCK_AFTER_FAILURES - 1)).toBe(0)
    expect(lockSeconds(5)).toBe(60)
    expect(lockSeconds(6)).toBe(120)
    expect(lockSeconds(7)).toBe(240)
    expect(lockSeconds(30)).toBe(3600)
  })
})

describe('local slider captcha', () => {
  const key = Buffer.from('k'.repeat(32))
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  /** Replaces the signature (4th dotted part) of a ticket. */
  const withSignature = (ticket: string, change: (signature: string) => string) =>
    ticket.split('.').map((part, index) => (index === 3 ? change(part) : part)).join('.')
  /** Always different bytes: the first bit of the decoded signature flipped. */
  const flipBit = (signature: string) => {
    const bytes = Buffer.from(signature, 'base64url')
    bytes[0] ^= 0x80
    return bytes.toString('base64url')
  }
  /** A 32-byte signature ends in a character whose 2 lowest bits are padding: flipping one keeps the bytes. */
  const respellLastChar = (signature: string) =>
    signature.slice(0, -1) + BASE64URL[BASE64URL.indexOf(signature.slice(-1)) ^ 1]

  it('gives a ticket for a position near the notch, accepted once', async () => {
    const used = new Set<string>()
    const captcha = createLocalCaptcha({ key, claimOnce: async (nonce) => !used.has(nonce) && Boolean(used.add(nonce)) })
    const { challenge, target } = captcha.issueChallenge()
    expect(target).toBeGreaterThanOrEqual(0.35)
    expect(target).toBeLessThanOrEqual(0.85)
    expect(captcha.solve(challenge, target + LOCAL_CAPTCHA_TOLERANCE * 2)).toBeNull()
    const answer = captcha.solve(challenge, target - LOCAL_CAPTCHA_TOLERANCE / 2)!
    expect(answer).not.toBeNull()
    expect(await captcha.provider.verify({ ...answer, userIp: '1.2.3.4' })).toBe(true)
    expect(await captcha.provider.verify({ ...answer, userIp: '1.2.3.4' })).toBe(false)
  })

  it('refuses tampered, foreign and expired tickets and challenges', async () => {
    let now = 1_000_000
    const captcha = createLocalCaptcha({ key, claimOnce: async () => true, now: () => now })
    const other = createLocalCaptcha({ key: Buffer.from('x'.repeat(32)), claimOnce: async () => true, now: () => now })
    const { challenge, target } = captcha.issueChallenge()
    const answer = captcha.solve(challenge, target)!
    expect(await other.provider.verify({ ...answer, userIp: '' })).toBe(false)
    expect(await captcha.provider.verify({ ticket: withSignature(answer.ticket, flipBit), randstr: answer.randstr, userIp: '' })).toBe(false)
    // The same signature bytes spelled differently (last character's padding bits) are refused too.
    const respelled = withSignature(answer.ticket, respellLastChar)
    expect(Buffer.from(respelled.split('.')[3], 'base64url')).toEqual(Buffer.from(answer.ticket.split('.')[3], 'base64url'))
    expect(respelled).not.toBe(answer.ticket)
    expect(await captcha.provider.verify({ ticket: respelled, randstr: answer.randstr, userIp: '' })).toBe(false)
    expect(await captcha.provider.verify({ ticket: answer.ticket, randstr: 'other', userIp: '' })).toBe(false)
    // Moving the notch in the challenge (to a place the slider then matches) breaks its signature.
    const [nonce, expires, percent, signature] = challenge.split('.')
    const moved = Number(percent) === 50 ? 60 : 50
    expect(captcha.solve([nonce, expires, moved, signature].join('.'), moved / 100)).toBeNull()
    now += 3 * 60_000
    expect(await captcha.provider.verify({ ...answer, userIp: '' })).toBe(false)
    now += 3 * 60_000
    expect(captcha.solve(challenge, target)).toBeNull()
  })
})

describe('cookies and requests', () => {
  it('sets userToken HttpOnly + SameSite=Lax (+ Secure in production) and Control-T readable', () => {
    const previous = process.env.NODE_ENV
    Object.assign(process.env, { NODE_ENV: 'production' })
    const [session, control] = sessionCookies({ token: 'tok', controlToken: 'ctl', expiresAt: new Date() })
    Object.assign(process.env, { NODE_ENV: previous })
    expect(session).toBe('userToken=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure')
    expect(control).toBe('Control-T=ctl; Path=/; Max-Age=2592000; SameSite=Lax; Secure')
    expect(sessionCookies('clear')[0]).toMatch(/^userToken=; Path=\/; Max-Age=0; HttpOnly/)
  })

  it('reads cookies and trusts X-Forwarded-For only behind a trusted proxy', () => {
    expect(cookieValue('a=1; userToken=x%3Dy; b=2', 'userToken')).toBe('x=y')
    expect(cookieValue(undefined, 'userToken')).toBeNull()
    // A malformed value is user input, not a server error.
    expect(cookieValue('userToken=%E0%A4%A', 'userToken')).toBe('%E0%A4%A')
    const req = { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }, socket: { remoteAddress: '127.0.0.1' } } as never
    delete process.env.TRUST_PROXY
    expect(clientIp(req)).toBe('127.0.0.1')
    process.env.TRUST_PROXY = 'true'
    expect(clientIp(req)).toBe('203.0.113.9')
    delete process.env.TRUST_PROXY
  })

  it('answers in the caller language, zh by default, with values filled in', () => {
    expect(requestLocale('ru-RU,ru;q=0.9')).toBe('ru')
    expect(requestLocale('de')).toBe('zh')
    expect(requestLocale(undefined)).toBe('zh')
    expect(translate('en', 'tooMany', { seconds: 42 })).toBe('Too many requests, please try again in 42 s')
    expect(translate('zh', 'validation.phoneInvalid')).toBe('请输入正确的手机号')
    expect(translate('ru', 'phoneRegistered')).toBe('Этот номер уже зарегистрирован')
  })

  it('writes the SMS text with the code and its validity', () => {
    expect(smsText({ phone: '13800138000', code: '123456', purpose: 'reg', minutes: 5 })).toMatch(/注册验证码为 123456，5 分钟内有效/)
    expect(smsText({ phone: '13800138000', code: '654321', purpose: 'log', minutes: 5, locale: 'en' })).toBe(
      '[Ozon Analytics] Your login code is 654321, valid for 5 minutes. Do not share it with anyone.',
    )
    expect(smsText({ phone: '13800138000', code: '111222', purpose: 'res', minutes: 5, locale: 'ru' })).toMatch(/сброса пароля: 111222, действует 5 мин/)
  })
})
