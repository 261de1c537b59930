/**
 * The local SMS provider shows codes (/api/dev/sms, the log) and the local captcha hands out its
 * own answer: right for the quickstart's embedded database, fatal where real sellers log in. With
 * a database of its own (DATABASE_URL set by the operator, not by the embedded default), the
 * server only runs them when ALLOW_LOCAL_PROVIDERS=true says so.
 */
import { botSignalMode } from '@/server/bot-signal/check'
import { tencentCaptchaConfigFromEnv } from '@/server/providers/captcha/tencent'
import { exchangeRateProviderFromEnv } from '@/server/providers/exchange-rates'
import { tencentSmsConfigFromEnv } from '@/server/providers/sms/tencent'
import { tencentTmtConfigFromEnv } from '@/server/providers/translate/tencent'
import { wechatConfigFromEnv } from '@/server/providers/wechat/open-platform'
import { logger } from '@/server/platform/log'

type Env = Record<string, string | undefined>

/** The embedded database, or an operator who said local providers are fine here. */
export function localProvidersAllowed(env: Env): boolean {
  return !env.DATABASE_URL || env.EMBEDDED_DATABASE === 'true' || env.ALLOW_LOCAL_PROVIDERS === 'true'
}

/** The one line the server stops with, or null when it may start. */
export function localProvidersRefusal(env: Env): string | null {
  if (localProvidersAllowed(env)) return null
  const local = [tencentSmsConfigFromEnv(env) ? null : 'SMS', tencentCaptchaConfigFromEnv(env) ? null : 'captcha'].filter(Boolean)
  if (!local.length) return null
  return (
    `Refusing to start: DATABASE_URL is set but the local ${local.join(' and ')} provider would run ` +
    `(codes shown, captcha answered by the server). Set the TENCENT_* variables (.env.example), ` +
    `or ALLOW_LOCAL_PROVIDERS=true for a test or demo installation.`
  )
}

/**
 * Server start (instrumentation.ts, Node only): a half-configured Tencent SMS, captcha, TMT or WeChat throws
 * with the missing variables' names, an unknown EXCHANGE_RATES_PROVIDER or a bad CBR_RATES_URL
 * with what is wrong, a BOT_SIGNAL other than enforce/observe/off too; local providers the operator did not allow stop the process.
 */
export function checkProvidersAtStartup(env: Env) {
  tencentSmsConfigFromEnv(env)
  tencentCaptchaConfigFromEnv(env)
  wechatConfigFromEnv(env)
  tencentTmtConfigFromEnv(env)
  exchangeRateProviderFromEnv(env)
  botSignalMode(env.BOT_SIGNAL)
  const refusal = localProvidersRefusal(env)
  if (refusal) {
    logger.fatal(refusal)
    process.exit(1)
  }
}
