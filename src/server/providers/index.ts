/**
 * Which SMS, captcha and WeChat providers this process uses: Tencent / WeChat Open Platform when
 * their environment variables are set (see .env.example), the local providers otherwise. The local
 * WeChat (anyone may claim to be any WeChat user) only runs where local providers are allowed
 * (startup-check.ts); elsewhere an unconfigured WeChat login answers "not configured".
 */
import type { Pool } from 'pg'

import { serviceKey } from '@/server/platform/crypto'
import { limiters } from '@/server/platform/limits'
import { createLocalCaptcha } from '@/server/providers/captcha/local'
import { createTencentCaptchaProvider, tencentCaptchaConfigFromEnv } from '@/server/providers/captcha/tencent'
import type { CaptchaProvider } from '@/server/providers/captcha/types'
import { createLocalSmsProvider } from '@/server/providers/sms/local'
import { createTencentSmsProvider, tencentSmsConfigFromEnv } from '@/server/providers/sms/tencent'
import type { SmsProvider } from '@/server/providers/sms/types'
import { localProvidersAllowed } from './startup-check'
import { createLocalWechat } from '@/server/providers/wechat/local'
import { createWechatOpenProvider, wechatConfigFromEnv } from '@/server/providers/wechat/open-platform'
import type { WechatProvider } from '@/server/providers/wechat/types'
import { logger } from '@/server/platform/log'

export type Providers = {
  sms: SmsProvider
  captcha: CaptchaProvider
  /** Present when the local slider is in use. */
  localCaptcha: ReturnType<typeof createLocalCaptcha> | null
  /** What the browser needs to show the captcha. */
  captchaClient: { provider: 'local' } | { provider: 'tencent'; appId: string }
  /** null: WeChat login is not configured here. */
  wechat: WechatProvider | null
  /** Present when the local WeChat (the simulated scan page) is in use. */
  localWechat: ReturnType<typeof createLocalWechat> | null
}

/**
 * One point per nonce: the first use takes it, any later use (any instance) is refused. A store
 * that cannot be reached is not "used before": its error goes on (a 503), and the ticket stays good.
 */
const claimOnce = (pool: Pool) => (nonce: string) =>
  limiters(pool)
    .captchaUsed.consume(nonce)
    .then(
      () => true,
      (refusal: unknown) => {
        if (refusal instanceof Error) throw refusal
        return false
      },
    )

const cache = new WeakMap<Pool, Providers>()

/** The simulated WeChat runs: no WeChat app configured, and local providers allowed here. */
export const usesLocalWechat = (env: Record<string, string | undefined> = process.env) => !wechatConfigFromEnv(env) && localProvidersAllowed(env)

export function providers(pool: Pool): Providers {
  let existing = cache.get(pool)
  if (existing) return existing
  const smsConfig = tencentSmsConfigFromEnv(process.env)
  const captchaConfig = tencentCaptchaConfigFromEnv(process.env)
  const localCaptcha = captchaConfig
    ? null
    : createLocalCaptcha({
        key: serviceKey('local-captcha'),
        claimOnce: claimOnce(pool),
      })
  const wechatConfig = wechatConfigFromEnv(process.env)
  const localWechat = usesLocalWechat() ? createLocalWechat({ key: serviceKey('local-wechat'), claimOnce: claimOnce(pool) }) : null
  existing = {
    sms: smsConfig ? createTencentSmsProvider(smsConfig) : createLocalSmsProvider(pool),
    captcha: captchaConfig ? createTencentCaptchaProvider(captchaConfig) : localCaptcha!.provider,
    localCaptcha,
    captchaClient: captchaConfig ? { provider: 'tencent', appId: String(captchaConfig.captchaAppId) } : { provider: 'local' },
    wechat: wechatConfig ? createWechatOpenProvider(wechatConfig) : (localWechat?.provider ?? null),
    localWechat,
  }
  if (process.env.NODE_ENV === 'production' && !smsConfig) {
    logger.warn('TENCENT_SMS_* not set: SMS codes go to the local outbox (local provider), never sent')
  }
  cache.set(pool, existing)
  return existing
}
