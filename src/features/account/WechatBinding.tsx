import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import { StatusLine } from '@/components/ui/StatusLine'
import { buttonClass } from '@/components/ui/Button'
import * as api from '@/features/auth/api'
import { isSuccessCode } from '@/lib/http/client'

import styles from './Account.module.scss'
import { useSellerRead } from './reads'

/** The bound WeChat, or null when the service answered no success (the section stays empty). */
async function readWechat() {
  const answer = await api.channelUserInfo()
  return isSuccessCode(answer.code) ? answer.data.wechat : null
}

/** The account's WeChat: linked (its nickname, unlink) or not (link by scanning, spec: addWeiXinBind). */
export function WechatBinding() {
  const { t } = useTranslation('account')
  const { data: wechat = null, error, mutate } = useSellerRead('user/channelUserInfo', readWechat)
  const [busy, setBusy] = useState(false)
  const [actionMessage, setMessage] = useState<string | null>(null)
  const message = actionMessage ?? (error ? t('requestFailed') : null)

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
      await mutate({ bound: false, nickname: null, avatar: null }, { revalidate: false })
      setMessage(answer.message ?? null)
    })

  return (
    <section className={styles.card} aria-labelledby="account-wechat" data-testid="account-wechat">
      <h2 id="account-wechat">{t('wechatTitle')}</h2>
      {wechat === null ? null : wechat.bound ? (
        <p>
          {t('wechatBound', { name: wechat.nickname || t('wechatNoName') })}{' '}
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => void unlink()} aria-disabled={busy || undefined}>
            {t('wechatUnlink')}
          </button>
        </p>
      ) : (
        <>
          <p>{t('wechatNotBound')}</p>
          <button type="button" className={buttonClass()} onClick={() => void link()} aria-disabled={busy || undefined}>
            {t('wechatLink')}
          </button>
        </>
      )}
      <StatusLine message={message} className={styles.status} />
    </section>
  )
}
