import { useTranslation } from 'next-i18next/pages'

import { buttonClass } from '@/components/ui/Button'
import { colorTextInverse, colorWechat } from '@/styles/colors'

import * as api from './api'
import styles from './AuthSheet.module.scss'
import { useSubmitState } from './form-kit'

/** This page, to come back to after the scan (from /login or /register: the home page of its language). */
function returnPath(): string {
  const { pathname, search } = window.location
  const onAuthPage = /^(\/(en|ru))?\/(login|register)\/?$/.exec(pathname)
  if (onAuthPage) return onAuthPage[2] ? `/${onAuthPage[2]}` : '/'
  return `${pathname}${search}`
}

/**
 * The WeChat QR tab (spec: qr_code_login). WeChat's website login shows its QR code on its own
 * page (open.weixin.qq.com), which sends the browser back to /oauth after the scan; with the local
 * provider that page is this site's simulated phone (/oauth/wechat-scan).
 */
export function WechatLogin({ intent = 'login' }: { intent?: api.WechatIntent }) {
  const { t } = useTranslation('auth')
  const { busy, formError, run } = useSubmitState()

  const start = () =>
    void run(async () => {
      const started = await api.createWechatQrcode(intent, { returnTo: returnPath() })
      window.location.assign(started.data.url)
    })

  return (
    <div className={styles.wechat} data-testid="wechat-login">
      <svg className={styles.wechatIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <rect width="48" height="48" rx="12" fill={colorWechat} />
        <ellipse cx="20" cy="21" rx="11" ry="9" fill={colorTextInverse} />
        <ellipse cx="30" cy="28" rx="9" ry="7.5" fill={colorTextInverse} stroke={colorWechat} strokeWidth="1.5" />
        <circle cx="16.5" cy="19" r="1.4" fill={colorWechat} />
        <circle cx="23.5" cy="19" r="1.4" fill={colorWechat} />
        <circle cx="27.5" cy="27" r="1.1" fill={colorWechat} />
        <circle cx="32.5" cy="27" r="1.1" fill={colorWechat} />
      </svg>
      <p className={styles.wechatText}>{t('wechat.scanText')}</p>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="button" className={buttonClass({ block: true, className: styles.submit })} onClick={start} aria-disabled={busy || undefined} data-busy={busy || undefined}>
        {busy ? t('sheet.busy') : t('wechat.showQr')}
      </button>
      <p className={styles.hint}>{t('wechat.newUserHint')}</p>
    </div>
  )
}
