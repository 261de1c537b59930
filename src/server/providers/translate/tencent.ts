/**
 * Tencent Machine Translation (TMT, TextTranslate, API 2018-03-21) behind the Translator
 * interface. On with TENCENT_TMT_REGION (plus the shared TENCENT_SECRET_ID / TENCENT_SECRET_KEY,
 * which need tmt:TextTranslate); half a configuration names what is missing.
 */
import { checkConfigured, type Env, readEnv } from '@/server/providers/tencent/env'
import { callTencentApi, redact, TencentApiError, type TencentResponse } from '@/server/providers/tencent/tc3'
import { TranslateError, type Translator } from './types'

export type TencentTmtConfig = { secretId: string; secretKey: string; region: string; timeoutMs?: number }

export const TENCENT_TMT_HOST = 'tmt.tencentcloudapi.com'
export const TENCENT_TMT_VERSION = '2018-03-21'

export function tencentTmtConfigFromEnv(env: Env = process.env): TencentTmtConfig | null {
  if (!checkConfigured(env, 'Tencent TMT', ['TENCENT_TMT_REGION'], ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_TMT_REGION'])) return null
  const region = readEnv(env, 'TENCENT_TMT_REGION')!
  if (!/^[a-z]+(-[a-z0-9]+)+$/.test(region)) throw new Error('TENCENT_TMT_REGION must look like ap-guangzhou')
  return { secretId: readEnv(env, 'TENCENT_SECRET_ID')!, secretKey: readEnv(env, 'TENCENT_SECRET_KEY')!, region }
}

type TextTranslateResponse = TencentResponse & { TargetText?: unknown; Source?: unknown }

export function createTencentTranslator(config: TencentTmtConfig, fetchImpl: typeof fetch = fetch): Translator {
  return {
    name: 'tencent-tmt',
    async translate({ text, source, target }) {
      let response: TextTranslateResponse
      try {
        response = await callTencentApi<TextTranslateResponse>({
          secretId: config.secretId,
          secretKey: config.secretKey,
          service: 'tmt',
          host: TENCENT_TMT_HOST,
          action: 'TextTranslate',
          version: TENCENT_TMT_VERSION,
          region: config.region,
          payload: { SourceText: text, Source: source, Target: target, ProjectId: 0 },
          fetchImpl,
          timeoutMs: config.timeoutMs ?? 8000,
        })
      } catch (error) {
        // The text may come back in error messages: keep it out of logs.
        const message = error instanceof Error ? error.message : String(error)
        throw new TranslateError(redact(message, [text]), error instanceof TencentApiError ? error.code : 'UnknownError')
      }
      if (typeof response.TargetText !== 'string') throw new TranslateError('Tencent TMT TextTranslate returned no TargetText', 'InvalidResponse')
      return { text: response.TargetText, source: typeof response.Source === 'string' ? response.Source : source, translated: true }
    },
  }
}
