/**
 * Which SMS and captcha providers this process uses: Tencent when its environment variables are
 * set (see .env.example), the local providers otherwise.
 */
import type { Pool } from 'pg'

import { serviceKey } from '../user/crypto'
import { limiters } from '../user/limits'
import { createLocalCaptcha } from './captcha/local'
import { createTencentCaptchaProvider, tencentCaptchaConfigFromEnv } from './captcha/tencent'
import type { CaptchaProvider } from './captcha/types'
import { createLocalSmsProvider } from './sms/local'
import { createTencentSmsProvider, tencentSmsConfigFromEnv } from './sms/tencent'
import type { SmsProvider } from './sms/types'

export type Providers = {
  sms: SmsProvider
  captcha: CaptchaProvider
  /** Present when the local slider is in use. */
  localCaptcha: ReturnType<typeof createLocalCaptcha> | null
  /** What the browser needs to show the captcha. */
  captchaClient: { provider: 'local' } | { provider: 'tencent'; appId: string }
}

const cache = new WeakMap<Pool, Providers>()

export function providers(pool: Pool): Providers {
  let existing = cache.get(pool)
  if (existing) return existing
  const smsConfig = tencentSmsConfigFromEnv(process.env)
  const captchaConfig = tencentCaptchaConfigFromEnv(process.env)
  const localCaptcha = captchaConfig
    ? null
    : createLocalCaptcha({
        key: serviceKey('local-captcha'),
        // One point per nonce: the first use takes it, any later use (any instance) is refused.
        claimOnce: (nonce) =>
          limiters(pool)
            .captchaUsed.consume(nonce)
            .then(() => true)
            .catch(() => false),
      })
  existing = {
    sms: smsConfig ? createTencentSmsProvider(smsConfig) : createLocalSmsProvider(pool),
    captcha: captchaConfig ? createTencentCaptchaProvider(captchaConfig) : localCaptcha!.provider,
    localCaptcha,
    captchaClient: captchaConfig ? { provider: 'tencent', appId: String(captchaConfig.captchaAppId) } : { provider: 'local' },
  }
  if (process.env.NODE_ENV === 'production' && !smsConfig) {
    console.warn('[sms] TENCENT_SMS_* not set: SMS codes are only logged (local provider), never sent.')
  }
  cache.set(pool, existing)
  return existing
}
