/**
 * Issue 19: translate/translate's translators: Tencent TMT's TextTranslate contract (signed call,
 * parameters, answer and error shapes, the text kept out of error messages) and the local one.
 */
import { describe, expect, it, vi } from 'vitest'

import { localTranslator } from '@/server/providers/translate/local'
import { createTencentTranslator, tencentTmtConfigFromEnv } from '@/server/providers/translate/tencent'
import { guessLanguage, TranslateError } from '@/server/providers/translate/types'
import { translateSchema } from '@/server/report/translate'

const config = { secretId: 'AKIDtest', secretKey: 'secret-key-x', region: 'ap-guangzhou' }

function fakeFetch(reply: Record<string, unknown>) {
  const calls: Array<{ url: string; headers: Record<string, string>; body: Record<string, unknown> }> = []
  const impl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) }, body: JSON.parse(String(init?.body)) })
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return { fetch: impl as unknown as typeof fetch, calls }
}

describe('Tencent TMT', () => {
  it('is on with TENCENT_TMT_REGION and the shared key pair, and names what is missing', () => {
    expect(tencentTmtConfigFromEnv({})).toBeNull()
    expect(tencentTmtConfigFromEnv({ TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b' })).toBeNull()
    expect(tencentTmtConfigFromEnv({ TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b', TENCENT_TMT_REGION: 'ap-shanghai' })).toEqual({ secretId: 'a', secretKey: 'b', region: 'ap-shanghai' })
    expect(() => tencentTmtConfigFromEnv({ TENCENT_TMT_REGION: 'ap-shanghai' })).toThrow(/TENCENT_SECRET_ID, TENCENT_SECRET_KEY/)
    expect(() => tencentTmtConfigFromEnv({ TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b', TENCENT_TMT_REGION: 'shanghai' })).toThrow(/ap-guangzhou/)
  })

  it('calls TextTranslate, signed, with the text, languages and project', async () => {
    const f = fakeFetch({ Response: { TargetText: 'Зимняя куртка', Source: 'zh', Target: 'ru', RequestId: 'r1' } })
    const translator = createTencentTranslator(config, f.fetch)
    expect(await translator.translate({ text: '冬季夹克', source: 'auto', target: 'ru' })).toEqual({ text: 'Зимняя куртка', source: 'zh', translated: true })
    expect(f.calls[0]!.url).toBe('https://tmt.tencentcloudapi.com/')
    expect(f.calls[0]!.headers).toMatchObject({ 'X-TC-Action': 'TextTranslate', 'X-TC-Version': '2018-03-21', 'X-TC-Region': 'ap-guangzhou' })
    expect(f.calls[0]!.headers.Authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtest\/\d{4}-\d{2}-\d{2}\/tmt\/tc3_request/)
    expect(f.calls[0]!.body).toEqual({ SourceText: '冬季夹克', Source: 'auto', Target: 'ru', ProjectId: 0 })
  })

  it('turns refusals into TranslateError without the text in the message', async () => {
    const refused = fakeFetch({ Response: { Error: { Code: 'FailedOperation.NoFreeAmount', Message: 'no free amount for 秘密文本' }, RequestId: 'r2' } })
    const error = await createTencentTranslator(config, refused.fetch).translate({ text: '秘密文本', source: 'zh', target: 'en' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TranslateError)
    expect((error as TranslateError).providerCode).toBe('FailedOperation.NoFreeAmount')
    expect((error as Error).message).not.toContain('秘密文本')
    const empty = fakeFetch({ Response: { RequestId: 'r3' } })
    await expect(createTencentTranslator(config, empty.fetch).translate({ text: 'x', source: 'en', target: 'zh' })).rejects.toMatchObject({ providerCode: 'InvalidResponse' })
  })
})

describe('the local translator and the request', () => {
  it('says which language a text is in and gives it back as is', async () => {
    expect(guessLanguage('你好 world')).toBe('zh')
    expect(guessLanguage('Привет')).toBe('ru')
    expect(guessLanguage('hello')).toBe('en')
    expect(await localTranslator.translate({ text: 'Привет', source: 'auto', target: 'en' })).toEqual({ text: 'Привет', source: 'ru', translated: false })
    expect(await localTranslator.translate({ text: 'hello', source: 'auto', target: 'en' })).toEqual({ text: 'hello', source: 'en', translated: true })
  })

  it('takes sourceText or text, up to 2000 characters, into zh, en or ru', () => {
    expect(translateSchema.parse({ sourceText: ' 你好 ', target: 'en' })).toMatchObject({ sourceText: '你好', source: 'auto', target: 'en' })
    expect(translateSchema.parse({ text: 'hi', source: 'en', target: 'ru' })).toMatchObject({ text: 'hi' })
    const issue = (body: unknown) => translateSchema.safeParse(body).error?.issues[0]?.message
    expect(issue({ target: 'en' })).toBe('invalidTranslateText')
    expect(issue({ sourceText: 'x'.repeat(2001), target: 'en' })).toBe('invalidTranslateText')
    expect(issue({ sourceText: 'x', target: 'de' })).toBe('invalidLanguage')
    expect(issue({ sourceText: 'x', source: 'fr', target: 'en' })).toBe('invalidLanguage')
  })
})
