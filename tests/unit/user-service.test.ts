/** Pure parts of the user service: password hashing, lock backoff, the local slider, cookies, messages. */
import { describe, expect, it } from 'vitest'

import { createLocalCaptcha, LOCAL_CAPTCHA_TOLERANCE } from '@/server/providers/captcha/local'
import { smsText } from '@/server/providers/sms/local'
import { hashPassword, randomDigits, verifyPassword } from '@/server/platform/crypto'
import { cookieValue } from '@/lib/cookies'
import { clientIp } from '@/server/http/request'
import { sessionCookies } from '@/server/auth/session-cookies'
import { clientAddress, limitKey, trustedHops } from '@/server/http/client-ip'
import { LOCK_AFTER_FAILURES, lockSeconds } from '@/server/user/login-attempts'
import { assertKdfCapacity, withKdfSlot } from '@/server/platform/kdf-pool'
import { hasUnstorableText, isStorableText } from '@/lib/text/storable'
import { localProvidersRefusal } from '@/server/providers/startup-check'
import { requestLocale, translate } from '@/server/platform/messages'

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
    // The client wrote the left part; the proxy appended the address it saw (rightmost).
    const req = { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, socket: { remoteAddress: '127.0.0.1' } } as never
    delete process.env.TRUST_PROXY
    expect(clientIp(req)).toBe('127.0.0.1')
    process.env.TRUST_PROXY = 'true'
    expect(clientIp(req)).toBe('203.0.113.9')
    delete process.env.TRUST_PROXY
  })

  it('counts a client behind proxies by the address the outermost trusted proxy saw', () => {
    const chain = '1.1.1.1, 198.51.100.7, 10.0.0.2'
    expect(clientAddress('10.0.0.3', chain, 0)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', chain, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.3', chain, 2)).toBe('198.51.100.7')
    // Fewer entries than proxies, garbage, or a header split over two lines.
    expect(clientAddress('10.0.0.3', '198.51.100.7', 2)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', 'not-an-ip', 1)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', ['1.1.1.1', '198.51.100.8'], 1)).toBe('198.51.100.8')
    expect(clientAddress('::ffff:192.0.2.1', undefined, 0)).toBe('192.0.2.1')
    expect(trustedHops('true')).toBe(1)
    expect(trustedHops('2')).toBe(2)
    expect(trustedHops('yes')).toBe(0)
    expect(trustedHops(undefined)).toBe(0)
  })

  it('limits IPv6 clients per /64 and IPv4 clients per address', () => {
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64')
    expect(limitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64')
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'))
    expect(limitKey('::1')).toBe('0000:0000:0000:0000::/64')
    expect(limitKey('::ffff:1.2.3.4')).toBe('0000:0000:0000:0000::/64')
    expect(limitKey('192.0.2.1')).toBe('192.0.2.1')
  })

  it('answers in the caller language, zh by default, with values filled in', () => {
    expect(requestLocale('ru-RU,ru;q=0.9')).toBe('ru')
    expect(requestLocale('de')).toBe('zh')
    expect(requestLocale(undefined)).toBe('zh')
    expect(translate('en', 'tooMany', { seconds: 42 })).toBe('Too many requests, please try again in 42 s')
    // Waits read as people say them, in each language.
    expect(translate('en', 'locked', { seconds: 119 })).toContain('locked for 2 min')
    expect(translate('zh', 'locked', { seconds: 30 })).toContain('30 秒')
    expect(translate('ru', 'locked', { seconds: 3600 })).toContain('60 мин')
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

describe('text PostgreSQL cannot store', () => {
  it('is found anywhere in a request (NUL, lone surrogates, in values and keys), and only there', () => {
    expect(hasUnstorableText({ a: ['ok', { b: 'x\u0000y' }] })).toBe(true)
    expect(hasUnstorableText({ text: 'broken \uD800 pair' })).toBe(true)
    expect(hasUnstorableText({ text: 'end \uDC00' })).toBe(true)
    expect(hasUnstorableText({ 'key\u0000': 1 })).toBe(true)
    expect(hasUnstorableText({ text: '中文 русский emoji 😀 ok', n: 1, flag: true, none: null })).toBe(false)
    expect(isStorableText('😀')).toBe(true)
  })
})

describe('local providers against an operator database', () => {
  it('stop the start unless allowed; the embedded default and Tencent configurations start', () => {
    const db = { DATABASE_URL: 'postgres://x@db/ddqbt' }
    expect(localProvidersRefusal(db)).toMatch(/^Refusing to start: .*local SMS and captcha provider.*ALLOW_LOCAL_PROVIDERS=true/)
    expect(localProvidersRefusal({ ...db, ALLOW_LOCAL_PROVIDERS: 'true' })).toBeNull()
    expect(localProvidersRefusal({ ...db, EMBEDDED_DATABASE: 'true' })).toBeNull()
    expect(localProvidersRefusal({})).toBeNull()
    const tencent = { TENCENT_SECRET_ID: 'id', TENCENT_SECRET_KEY: 'key', TENCENT_CAPTCHA_APP_ID: '1', TENCENT_CAPTCHA_APP_SECRET_KEY: 's' }
    expect(localProvidersRefusal({ ...db, ...tencent })).toMatch(/local SMS provider/)
  })
})

describe('the password-hashing pool', () => {
  it('runs two hashes at once, lets a short line wait, and turns the rest away at once with a wait', async () => {
    const releases: Array<() => void> = []
    let active = 0
    let most = 0
    const hash = () =>
      withKdfSlot(async () => {
        active++
        most = Math.max(most, active)
        await new Promise<void>((resolve) => releases.push(resolve))
        active--
        return 'done'
      })
    const accepted = Array.from({ length: 2 + 24 }, hash)
    await expect(hash()).rejects.toMatchObject({ status: 429, messageKey: 'busy' })
    expect(() => assertKdfCapacity()).toThrow('busy')
    // Finishing hands the slot to the next in line: never more than two at once, all finish.
    while (releases.length || active) {
      releases.splice(0).forEach((release) => release())
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(await Promise.all(accepted)).toHaveLength(26)
    expect(most).toBe(2)
    expect(() => assertKdfCapacity()).not.toThrow()
  })
})
