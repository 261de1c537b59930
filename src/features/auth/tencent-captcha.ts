/** Tencent's captcha (the production provider): its script, loaded on first use, and its popup. */
import type { CaptchaAnswer } from './api'

type CaptchaResult = CaptchaAnswer | null

export const TENCENT_CAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js'

type TencentResult = { ret: number; ticket?: string; randstr?: string; errorCode?: number }
type TencentCaptchaInstance = { show(): void; destroy?(): void }
declare global {
  interface Window {
    TencentCaptcha?: new (appId: string, callback: (result: TencentResult) => void, options?: Record<string, unknown>) => TencentCaptchaInstance
  }
}

let tencentScript: Promise<void> | null = null

function loadTencentScript(): Promise<void> {
  if (window.TencentCaptcha) return Promise.resolve()
  tencentScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = TENCENT_CAPTCHA_SCRIPT
    script.async = true
    script.onload = () => (window.TencentCaptcha ? resolve() : reject(new Error('TencentCaptcha missing')))
    script.onerror = () => reject(new Error('TencentCaptcha script failed'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    tencentScript = null // Let the next attempt try again.
    throw error
  })
  return tencentScript
}

const TENCENT_LANGUAGE: Record<string, string> = { zh: 'zh-cn', en: 'en', ru: 'ru' }

/** Tencent's own popup: ret 0 = solved; anything else (2 = closed by the user) = no answer. */
export async function runTencentCaptcha(appId: string, language: string): Promise<CaptchaResult> {
  await loadTencentScript()
  const TencentCaptcha = window.TencentCaptcha
  if (!TencentCaptcha) return null
  return new Promise<CaptchaResult>((resolve) => {
    const captcha = new TencentCaptcha(
      appId,
      (result) => resolve(result.ret === 0 && result.ticket && result.randstr ? { ticket: result.ticket, randstr: result.randstr } : null),
      { userLanguage: TENCENT_LANGUAGE[language] ?? 'zh-cn' },
    )
    captcha.show()
  })
}
