/** Which translator this process uses: Tencent TMT when TENCENT_TMT_REGION is set, the local one otherwise. */
import { localTranslator } from './local'
import { createTencentTranslator, tencentTmtConfigFromEnv } from './tencent'
import type { Translator } from './types'

let cached: Translator | null = null

export function translatorFromEnv(env: Record<string, string | undefined> = process.env): Translator {
  if (env === process.env && cached) return cached
  const config = tencentTmtConfigFromEnv(env)
  const translator = config ? createTencentTranslator(config) : localTranslator
  if (env === process.env) cached = translator
  return translator
}
