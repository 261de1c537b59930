import { checkConfigured, readEnv, requireDigits, type Env } from '@/server/providers/tencent/env'
import { callTencentApi, redact, type TencentResponse } from '@/server/providers/tencent/tc3'
import type { CaptchaAnswer, CaptchaProvider } from './types'
import { logger } from '@/server/platform/log'

export type TencentCaptchaConfig = {
  secretId: string
  secretKey: string
  /** CaptchaAppId from the captcha console (验证管理 > 基础配置). */
  captchaAppId: number
  /** AppSecretKey of that captcha app. */
  appSecretKey: string
  timeoutMs?: number
}

export const TENCENT_CAPTCHA_HOST = 'captcha.tencentcloudapi.com'
export const TENCENT_CAPTCHA_VERSION = '2019-07-22'

const REQUIRED = ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_CAPTCHA_APP_ID', 'TENCENT_CAPTCHA_APP_SECRET_KEY'] as const
/** Any of these being set means the captcha is meant to be on (the shared TENCENT_SECRET_* alone do not). */
const TRIGGERS = ['TENCENT_CAPTCHA_APP_ID', 'TENCENT_CAPTCHA_APP_SECRET_KEY']

/**
 * Reads the Tencent captcha configuration. Returns null when no TENCENT_CAPTCHA_* variable is set;
 * throws an error naming the missing variables when it is only partially configured.
 */
export function tencentCaptchaConfigFromEnv(env: Env = process.env): TencentCaptchaConfig | null {
  if (!checkConfigured(env, 'Tencent captcha', TRIGGERS, REQUIRED)) return null
  const captchaAppId = Number(requireDigits(env, 'TENCENT_CAPTCHA_APP_ID'))
  if (!Number.isSafeInteger(captchaAppId)) throw new Error('TENCENT_CAPTCHA_APP_ID must be a numeric ID')
  return {
    secretId: readEnv(env, 'TENCENT_SECRET_ID')!,
    secretKey: readEnv(env, 'TENCENT_SECRET_KEY')!,
    captchaAppId,
    appSecretKey: readEnv(env, 'TENCENT_CAPTCHA_APP_SECRET_KEY')!,
  }
}

type CaptchaResultResponse = TencentResponse & { CaptchaCode?: number; CaptchaMsg?: string }

/** CaptchaCodes that point at our own integration (wrong app id / secret key) rather than at the user. */
const MISCONFIGURATION_CODES = new Set([16, 100])

/**
 * CaptchaProvider backed by Tencent Captcha DescribeCaptchaResult (API 2019-07-22).
 * verify() resolves true only for CaptchaCode 1; every failure (including network/API errors) resolves false.
 */
export function createTencentCaptchaProvider(config: TencentCaptchaConfig, fetchImpl: typeof fetch = fetch): CaptchaProvider {
  return {
    name: 'tencent',
    async verify({ ticket, randstr, userIp }: CaptchaAnswer): Promise<boolean> {
      if (!ticket || !randstr) return false
      const clean = (text: string) => redact(text, [config.appSecretKey, ticket, randstr])
      try {
        const response = await callTencentApi<CaptchaResultResponse>({
          secretId: config.secretId,
          secretKey: config.secretKey,
          service: 'captcha',
          host: TENCENT_CAPTCHA_HOST,
          action: 'DescribeCaptchaResult',
          version: TENCENT_CAPTCHA_VERSION,
          payload: {
            CaptchaType: 9,
            Ticket: ticket,
            UserIp: userIp,
            Randstr: randstr,
            CaptchaAppId: config.captchaAppId,
            AppSecretKey: config.appSecretKey,
          },
          fetchImpl,
          timeoutMs: config.timeoutMs,
        })
        if (response.CaptchaCode === 1) return true
        if (typeof response.CaptchaCode === 'number' && MISCONFIGURATION_CODES.has(response.CaptchaCode)) {
          const msg = typeof response.CaptchaMsg === 'string' ? ` (${clean(response.CaptchaMsg)})` : ''
          logger.warn(`Tencent captcha CaptchaCode ${response.CaptchaCode}${msg}: check TENCENT_CAPTCHA_APP_ID / TENCENT_CAPTCHA_APP_SECRET_KEY`)
        }
        return false
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        logger.warn(`Tencent DescribeCaptchaResult failed, treating the answer as wrong: ${clean(reason)}`)
        return false
      }
    },
  }
}
