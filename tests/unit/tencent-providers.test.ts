import { createHash, createHmac } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { logger } from '@/server/platform/log'
import { createTencentCaptchaProvider, tencentCaptchaConfigFromEnv, type TencentCaptchaConfig } from '@/server/providers/captcha/tencent'
import { createTencentSmsProvider, tencentSmsConfigFromEnv, type TencentSmsConfig } from '@/server/providers/sms/tencent'
import { SmsSendError, type SmsMessage } from '@/server/providers/sms/types'
import { callTencentApi, signTc3, TencentApiError, type Tc3SignInput } from '@/server/providers/tencent/tc3'

type Call = { url: string; init: RequestInit; body: Record<string, unknown>; headers: Record<string, string> }

/** Fake fetch answering every call with `reply`, recording what was sent. */
function fakeFetch(reply: () => Response | Promise<Response>) {
  const calls: Call[] = []
  const impl = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const bodyText = String(init?.body ?? '')
    calls.push({ url: String(input), init: init ?? {}, body: JSON.parse(bodyText), headers: { ...(init?.headers as Record<string, string>) } })
    return reply()
  })
  return { fetch: impl as unknown as typeof fetch, calls, impl }
}
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } })
/** A fetch that never answers unless aborted (like a hung connection). */
const hangingFetch = (): typeof fetch =>
  ((_url: string, init?: RequestInit) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch
/** A fetch that never answers at all, ignoring the abort signal. */
const deafFetch = (): typeof fetch => (() => new Promise(() => {})) as typeof fetch

afterEach(() => {
  vi.restoreAllMocks()
})

describe('signTc3', () => {
  // Worked example of Tencent's "签名方法 v3" document (cloud.tencent.com/document/api/213/30654): POST cvm
  // DescribeInstances, X-TC-Timestamp 1551113065, using the document's literal (masked) demo key strings.
  // The document publishes HashedRequestPayload 35e9c5b0…, HashedCanonicalRequest 5ffe6a04… and this signature.
  const published: Tc3SignInput = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    action: 'DescribeInstances',
    version: '2017-03-12',
    region: 'ap-guangzhou',
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  }

  it("reproduces Tencent's published worked example", () => {
    expect(signTc3(published)).toEqual({
      Authorization:
        'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, ' +
        'Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
      'Content-Type': 'application/json; charset=utf-8',
      Host: 'cvm.tencentcloudapi.com',
      'X-TC-Action': 'DescribeInstances',
      'X-TC-Timestamp': '1551113065',
      'X-TC-Version': '2017-03-12',
      'X-TC-Region': 'ap-guangzhou',
    })
  })

  it('matches an independent step-by-step computation and uses the UTC date', () => {
    const input: Tc3SignInput = {
      secretId: 'AKIDtest',
      secretKey: 'test-secret-key',
      service: 'sms',
      host: 'sms.tencentcloudapi.com',
      action: 'SendSms',
      version: '2021-01-11',
      region: 'ap-guangzhou',
      payload: JSON.stringify({ PhoneNumberSet: ['+8613800000000'], TemplateParamSet: ['123456', '5'] }),
      timestamp: 1_700_000_000 - (1_700_000_000 % 86400) - 1, // one second before a UTC midnight
    }
    const sha = (s: string) => createHash('sha256').update(s).digest('hex')
    const date = '2023-11-13'
    const canonical = `POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:sms.tencentcloudapi.com\n\ncontent-type;host\n${sha(input.payload)}`
    const toSign = `TC3-HMAC-SHA256\n${input.timestamp}\n${date}/sms/tc3_request\n${sha(canonical)}`
    const kDate = createHmac('sha256', 'TC3test-secret-key').update(date).digest()
    const kService = createHmac('sha256', kDate).update('sms').digest()
    const kSigning = createHmac('sha256', kService).update('tc3_request').digest()
    const expected = createHmac('sha256', kSigning).update(toSign).digest('hex')

    expect(signTc3(input).Authorization).toBe(
      `TC3-HMAC-SHA256 Credential=AKIDtest/${date}/sms/tc3_request, SignedHeaders=content-type;host, Signature=${expected}`,
    )
  })

  it('is deterministic, omits X-TC-Region when not given, and changes with every input', () => {
    const base = { ...published }
    expect(signTc3(base)).toEqual(signTc3({ ...base }))
    const { region: _region, ...noRegion } = base
    expect(signTc3(noRegion)).not.toHaveProperty('X-TC-Region')

    const sig = (i: Tc3SignInput) => signTc3(i).Authorization.split('Signature=')[1]
    const original = sig(base)
    expect(original).toMatch(/^[0-9a-f]{64}$/)
    const variants: Partial<Tc3SignInput>[] = [
      { secretKey: 'other' },
      { service: 'cvn' },
      { host: 'cvm.ap-shanghai.tencentcloudapi.com' },
      { payload: base.payload.replace('1', '2') },
      { timestamp: base.timestamp + 86400 },
    ]
    for (const v of variants) expect(sig({ ...base, ...v })).not.toBe(original)
    // SecretId, action, version and region are carried in headers, not in the signed string.
    expect(signTc3({ ...base, secretId: 'AKIDother' }).Authorization).toContain('Credential=AKIDother/')
  })

  it('rejects a non-integer timestamp', () => {
    expect(() => signTc3({ ...published, timestamp: 1551113065.5 })).toThrow(RangeError)
  })
})

describe('callTencentApi', () => {
  const base = { secretId: 'AKIDx', secretKey: 'sk-very-secret', service: 'cvm', host: 'cvm.tencentcloudapi.com', action: 'DescribeInstances', version: '2017-03-12' }

  it('POSTs the signed JSON body to https://host/ and returns Response', async () => {
    const f = fakeFetch(() => json({ Response: { TotalCount: 0, RequestId: 'req-1' } }))
    const result = await callTencentApi({ ...base, payload: { Limit: 1 }, timestamp: 1551113065, fetchImpl: f.fetch })
    expect(result).toEqual({ TotalCount: 0, RequestId: 'req-1' })
    expect(f.calls).toHaveLength(1)
    const [call] = f.calls
    expect(call.url).toBe('https://cvm.tencentcloudapi.com/')
    expect(call.init.method).toBe('POST')
    expect(call.init.body).toBe('{"Limit":1}')
    expect(call.init.signal).toBeInstanceOf(AbortSignal)
    expect(call.headers).toEqual(signTc3({ ...base, payload: '{"Limit":1}', timestamp: 1551113065 }))
  })

  it('throws TencentApiError with the Code/Message of Response.Error, without the secret key', async () => {
    const f = fakeFetch(() => json({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature for sk-very-secret' }, RequestId: 'req-2' } }))
    const error = await callTencentApi({ ...base, payload: {}, fetchImpl: f.fetch }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TencentApiError)
    expect(error).toMatchObject({ code: 'AuthFailure.SignatureFailure', requestId: 'req-2', httpStatus: 200 })
    expect((error as Error).message).toContain('bad signature')
    expect((error as Error).message).not.toContain('sk-very-secret')
  })

  it('maps HTTP failures, unparseable replies and network failures to client-side codes', async () => {
    const http = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }))
    await expect(callTencentApi({ ...base, payload: {}, fetchImpl: http.fetch })).rejects.toMatchObject({ code: 'HttpError', httpStatus: 502 })

    const garbage = fakeFetch(() => new Response('not json', { status: 200 }))
    await expect(callTencentApi({ ...base, payload: {}, fetchImpl: garbage.fetch })).rejects.toMatchObject({ code: 'InvalidResponse' })

    const down = (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch
    await expect(callTencentApi({ ...base, payload: {}, fetchImpl: down })).rejects.toMatchObject({ code: 'NetworkError' })
  })

  it('times out, aborting the request, even when fetch ignores the abort signal', async () => {
    let signal: AbortSignal | undefined
    const hanging = ((url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      return hangingFetch()(url, init)
    }) as typeof fetch
    await expect(callTencentApi({ ...base, payload: {}, fetchImpl: hanging, timeoutMs: 20 })).rejects.toMatchObject({ code: 'Timeout' })
    expect(signal?.aborted).toBe(true)

    await expect(callTencentApi({ ...base, payload: {}, fetchImpl: deafFetch(), timeoutMs: 20 })).rejects.toMatchObject({ code: 'Timeout' })
  })
})

const SMS_ENV = {
  TENCENT_SECRET_ID: 'AKIDsms',
  TENCENT_SECRET_KEY: 'sms-secret-key',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '测试签名',
  TENCENT_SMS_TEMPLATE_ID: '100001',
}

describe('tencentSmsConfigFromEnv', () => {
  it('returns null when SMS is not configured, even if the shared keys are set', () => {
    expect(tencentSmsConfigFromEnv({})).toBeNull()
    expect(tencentSmsConfigFromEnv({ TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b', TENCENT_SMS_SIGN_NAME: '  ' })).toBeNull()
  })

  it('parses a full configuration with defaults and per-purpose overrides', () => {
    expect(tencentSmsConfigFromEnv(SMS_ENV)).toEqual({
      secretId: 'AKIDsms',
      secretKey: 'sms-secret-key',
      sdkAppId: '1400000001',
      signName: '测试签名',
      templateId: '100001',
      templateIds: {},
      region: 'ap-guangzhou',
    })
    const config = tencentSmsConfigFromEnv({ ...SMS_ENV, TENCENT_SMS_TEMPLATE_ID_REG: '100003', TENCENT_SMS_REGION: 'ap-nanjing' })
    expect(config).toMatchObject({ templateIds: { reg: '100003' }, region: 'ap-nanjing' })
  })

  it('names every missing variable when partially configured, without echoing values', () => {
    const attempt = () => tencentSmsConfigFromEnv({ TENCENT_SECRET_KEY: 'sms-secret-key', TENCENT_SMS_SDK_APP_ID: '1400000001' })
    expect(attempt).toThrow(/TENCENT_SECRET_ID, TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID/)
    expect(attempt).not.toThrow(/sms-secret-key/)
    expect(() => tencentSmsConfigFromEnv({ ...SMS_ENV, TENCENT_SMS_SDK_APP_ID: 'abc' })).toThrow(/TENCENT_SMS_SDK_APP_ID must be a numeric ID/)
  })
})

describe('Tencent SMS provider', () => {
  const config: TencentSmsConfig = { ...tencentSmsConfigFromEnv({ ...SMS_ENV, TENCENT_SMS_TEMPLATE_ID_RES: '100002' })!, timeoutMs: 50 }
  const message: SmsMessage = { phone: '+8613800138000', code: '482913', purpose: 'log', minutes: 5 }
  const ok = () => json({ Response: { SendStatusSet: [{ SerialNo: 's1', PhoneNumber: '+8613800138000', Fee: 1, Code: 'Ok', Message: 'send success' }], RequestId: 'r' } })

  it('sends SendSms with +86 number, [code, minutes] and the purpose template', async () => {
    const f = fakeFetch(ok)
    const provider = createTencentSmsProvider(config, f.fetch)
    expect(provider.name).toBe('tencent')
    await provider.send(message)
    await provider.send({ ...message, purpose: 'res' })

    const [first, second] = f.calls
    expect(first.url).toBe('https://sms.tencentcloudapi.com/')
    expect(first.body).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000001',
      SignName: '测试签名',
      TemplateId: '100001',
      TemplateParamSet: ['482913', '5'],
    })
    expect(first.headers).toMatchObject({
      Host: 'sms.tencentcloudapi.com',
      'Content-Type': 'application/json; charset=utf-8',
      'X-TC-Action': 'SendSms',
      'X-TC-Version': '2021-01-11',
      'X-TC-Region': 'ap-guangzhou',
    })
    expect(first.headers.Authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDsms\/\d{4}-\d{2}-\d{2}\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/)
    expect(first.headers.Authorization).not.toContain('sms-secret-key')
    expect(second.body.TemplateId).toBe('100002')
  })

  it('sends other countries\' numbers with the international template only, and says it cannot reach them without one', async () => {
    const russian = { ...message, phone: '+79161234567' }
    const f = fakeFetch(ok)
    const domesticOnly = createTencentSmsProvider(config, f.fetch)
    expect(domesticOnly.reaches('+8613800138000')).toBe(true)
    expect(domesticOnly.reaches('+79161234567')).toBe(false)
    await expect(domesticOnly.send(russian)).rejects.toMatchObject({ providerCode: 'InternationalNotConfigured' })
    expect(f.impl).not.toHaveBeenCalled()

    const withInternational = tencentSmsConfigFromEnv({ ...SMS_ENV, TENCENT_SMS_TEMPLATE_ID_INTL: '200001' })!
    expect(withInternational.international).toEqual({ templateId: '200001' })
    const provider = createTencentSmsProvider({ ...withInternational, timeoutMs: 50 }, f.fetch)
    expect(provider.reaches('+79161234567')).toBe(true)
    await provider.send(russian)
    await provider.send(message)
    // The international template carries no domestic signature; a mainland number keeps both.
    expect(f.calls[0].body).toEqual({ PhoneNumberSet: ['+79161234567'], SmsSdkAppId: '1400000001', TemplateId: '200001', TemplateParamSet: ['482913', '5'] })
    expect(f.calls[1].body).toMatchObject({ PhoneNumberSet: ['+8613800138000'], SignName: '测试签名', TemplateId: '100001' })

    const signed = tencentSmsConfigFromEnv({ ...SMS_ENV, TENCENT_SMS_TEMPLATE_ID_INTL: '200001', TENCENT_SMS_SIGN_NAME_INTL: 'Ozon Data' })!
    await createTencentSmsProvider({ ...signed, timeoutMs: 50 }, f.fetch).send(russian)
    expect(f.calls[2].body).toMatchObject({ SignName: 'Ozon Data', TemplateId: '200001' })
    expect(() => tencentSmsConfigFromEnv({ ...SMS_ENV, TENCENT_SMS_SIGN_NAME_INTL: 'Ozon Data' })).toThrow(/TENCENT_SMS_TEMPLATE_ID_INTL/)
  })

  it('throws SmsSendError with the status code when SendStatusSet[0].Code is not Ok, keeping code and phone out of the message', async () => {
    const f = fakeFetch(() =>
      json({ Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit for 13800138000 (code 482913)' }], RequestId: 'r' } }),
    )
    const error = await createTencentSmsProvider(config, f.fetch).send(message).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmsSendError)
    expect(error).toMatchObject({ providerCode: 'LimitExceeded.PhoneNumberDailyLimit', name: 'SmsSendError' })
    expect((error as Error).message).not.toMatch(/482913|13800138000/)
  })

  it('maps API errors, HTTP failures, timeouts and empty replies to SmsSendError', async () => {
    const cases: [() => Response, string][] = [
      [() => json({ Response: { Error: { Code: 'FailedOperation.SignatureIncorrectOrUnapproved', Message: 'sign' }, RequestId: 'r' } }), 'FailedOperation.SignatureIncorrectOrUnapproved'],
      [() => new Response('oops', { status: 500 }), 'HttpError'],
      [() => json({ Response: { SendStatusSet: [], RequestId: 'r' } }), 'InvalidResponse'],
    ]
    for (const [reply, code] of cases) {
      const f = fakeFetch(reply)
      await expect(createTencentSmsProvider(config, f.fetch).send(message)).rejects.toMatchObject({ name: 'SmsSendError', providerCode: code })
    }
    await expect(createTencentSmsProvider(config, hangingFetch()).send(message)).rejects.toMatchObject({ name: 'SmsSendError', providerCode: 'Timeout' })
  })

  it('refuses a malformed message without calling Tencent, and never logs', async () => {
    const f = fakeFetch(ok)
    const spies = [...(['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {})), ...(['info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(logger, m).mockImplementation(() => {}))]
    const provider = createTencentSmsProvider(config, f.fetch)
    await expect(provider.send({ ...message, phone: '13800138000' })).rejects.toMatchObject({ providerCode: 'InvalidPhone' })
    await expect(provider.send({ ...message, minutes: 0 })).rejects.toMatchObject({ providerCode: 'InvalidMinutes' })
    expect(f.impl).not.toHaveBeenCalled()
    await provider.send(message)
    await createTencentSmsProvider(config, fakeFetch(() => new Response('x', { status: 500 })).fetch).send(message).catch(() => {})
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  })
})

const CAPTCHA_ENV = {
  TENCENT_SECRET_ID: 'AKIDcap',
  TENCENT_SECRET_KEY: 'cap-secret-key',
  TENCENT_CAPTCHA_APP_ID: '190000001',
  TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-secret-key-123',
}

describe('tencentCaptchaConfigFromEnv', () => {
  it('returns null when not configured, parses a full configuration, and names missing variables', () => {
    expect(tencentCaptchaConfigFromEnv({})).toBeNull()
    expect(tencentCaptchaConfigFromEnv({ TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b' })).toBeNull()
    expect(tencentCaptchaConfigFromEnv(CAPTCHA_ENV)).toEqual({
      secretId: 'AKIDcap',
      secretKey: 'cap-secret-key',
      captchaAppId: 190000001,
      appSecretKey: 'app-secret-key-123',
    })
    expect(() => tencentCaptchaConfigFromEnv({ TENCENT_CAPTCHA_APP_ID: '190000001' })).toThrow(
      /missing TENCENT_SECRET_ID, TENCENT_SECRET_KEY, TENCENT_CAPTCHA_APP_SECRET_KEY/,
    )
    expect(() => tencentCaptchaConfigFromEnv({ ...CAPTCHA_ENV, TENCENT_CAPTCHA_APP_ID: '19x' })).toThrow(/TENCENT_CAPTCHA_APP_ID must be a numeric ID/)
  })
})

describe('Tencent captcha provider', () => {
  const config: TencentCaptchaConfig = { ...tencentCaptchaConfigFromEnv(CAPTCHA_ENV)!, timeoutMs: 50 }
  const answer = { ticket: 't03-ticket-value', randstr: '@rAnD', userIp: '203.0.113.7' }
  const result = (CaptchaCode: number) => () => json({ Response: { CaptchaCode, CaptchaMsg: 'msg', EvilLevel: 0, RequestId: 'r' } })

  it('calls DescribeCaptchaResult and accepts only CaptchaCode 1', async () => {
    const f = fakeFetch(result(1))
    const provider = createTencentCaptchaProvider(config, f.fetch)
    expect(provider.name).toBe('tencent')
    expect(await provider.verify(answer)).toBe(true)
    const [call] = f.calls
    expect(call.url).toBe('https://captcha.tencentcloudapi.com/')
    expect(call.body).toEqual({
      CaptchaType: 9,
      Ticket: 't03-ticket-value',
      UserIp: '203.0.113.7',
      Randstr: '@rAnD',
      CaptchaAppId: 190000001,
      AppSecretKey: 'app-secret-key-123',
    })
    expect(call.headers).toMatchObject({ Host: 'captcha.tencentcloudapi.com', 'X-TC-Action': 'DescribeCaptchaResult', 'X-TC-Version': '2019-07-22' })
    expect(call.headers).not.toHaveProperty('X-TC-Region')
    expect(call.headers.Authorization).toContain('Credential=AKIDcap/')
    expect(call.headers.Authorization).toContain('/captcha/tc3_request')

    for (const code of [7, 8, 9, 15, 21, 0]) expect(await createTencentCaptchaProvider(config, fakeFetch(result(code)).fetch).verify(answer)).toBe(false)
  })

  it('warns (without secrets) on misconfiguration codes but not on wrong answers', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    expect(await createTencentCaptchaProvider(config, fakeFetch(result(9)).fetch).verify(answer)).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    expect(await createTencentCaptchaProvider(config, fakeFetch(result(100)).fetch).verify(answer)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(/CaptchaCode 100/)
  })

  it('returns false and warns on API errors, HTTP failures, network failures and timeouts', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const failing: (typeof fetch)[] = [
      fakeFetch(() => json({ Response: { Error: { Code: 'AuthFailure.SecretIdNotFound', Message: 'bad key app-secret-key-123 t03-ticket-value' }, RequestId: 'r' } })).fetch,
      fakeFetch(() => new Response('', { status: 503 })).fetch,
      (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch,
      hangingFetch(),
      deafFetch(),
    ]
    for (const fetchImpl of failing) expect(await createTencentCaptchaProvider(config, fetchImpl).verify(answer)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(failing.length)
    const logged = warn.mock.calls.map((c) => c.join(' ')).join('\n')
    expect(logged).toMatch(/AuthFailure\.SecretIdNotFound/)
    expect(logged).toMatch(/HTTP 503/)
    expect(logged).toMatch(/timed out/)
    for (const secret of ['cap-secret-key', 'app-secret-key-123', 't03-ticket-value', '@rAnD']) expect(logged).not.toContain(secret)
  })

  it('rejects an empty ticket or randstr without calling Tencent', async () => {
    const f = fakeFetch(result(1))
    const provider = createTencentCaptchaProvider(config, f.fetch)
    expect(await provider.verify({ ...answer, ticket: '' })).toBe(false)
    expect(await provider.verify({ ...answer, randstr: '' })).toBe(false)
    expect(f.impl).not.toHaveBeenCalled()
  })
})
