import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'

import * as api from '@/features/auth/api'
import { isSuccessCode } from '@/lib/http/client'

import styles from './Account.module.scss'

type Wechat = { bound: boolean; nickname: string | null }

/** The account's WeChat: linked (its nickname, unlink) or not (link by scanning, spec: addWeiXinBind). */
export function WechatBinding() {
  const { t } = useTranslation('account')
  const [wechat, setWechat] = useState<Wechat | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    void api
      .channelUserInfo()
      .then((answer) => {
        const data = answer.data as { wechat?: Wechat } | undefined
        if (current && isSuccessCode(answer.code)) setWechat(data?.wechat ?? { bound: false, nickname: null })
      })
      .catch(() => current && setMessage(t('requestFailed')))
    return () => {
      current = false
    }
  }, [t])

  const act = async (task: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    try {
      await task()
    } catch (error) {
      setMessage(api.apiFailure(error).message ?? t('requestFailed'))
    } finally {
      setBusy(false)
    }
  }

  const link = () =>
    act(async () => {
      const started = await api.createWechatQrcode('bind', { returnTo: window.location.pathname })
      window.location.assign(started.data.url)
    })

  const unlink = () =>
    act(async () => {
      const answer = await api.removeWechatBind()
      setWechat({ bound: false, nickname: null })
      setMessage(answer.message ?? null)
    })

  return (
    <section className={styles.card} aria-labelledby="account-wechat" data-testid="account-wechat">
      <h2 id="account-wechat">{t('wechatTitle')}</h2>
      {wechat === null ? null : wechat.bound ? (
        <p>
          {t('wechatBound', { name: wechat.nickname || t('wechatNoName') })}{' '}
          <button type="button" className={styles.secondary} onClick={() => void unlink()} aria-disabled={busy || undefined}>
            {t('wechatUnlink')}
          </button>
        </p>
      ) : (
        <>
          <p>{t('wechatNotBound')}</p>
          <button type="button" className={styles.primary} onClick={() => void link()} aria-disabled={busy || undefined}>
            {t('wechatLink')}
          </button>
        </>
      )}
      {message ? (
        <p role="status" className={styles.status}>
          {message}
        </p>
      ) : null}
    </section>
  )
}
