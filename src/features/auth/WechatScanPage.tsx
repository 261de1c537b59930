import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { type FormEvent, useId, useState } from 'react'

import { ContentPage } from '@/components/content/ContentPage'
import { buttonClass } from '@/components/ui/Button'
import type { ChromePageProps } from '@/server/pages/chrome-props'

import * as api from './api'
import styles from './AuthSheet.module.scss'
import { Field, FormSubmit } from './fields'
import { useSubmitState } from './form-kit'

/**
 * The local WeChat provider's "QR page + phone" (/oauth/wechat-scan): shown where no WeChat app
 * is configured (quickstart, tests). The visitor names the WeChat user they scan as and confirms,
 * or declines; either way the browser goes to /oauth as WeChat would send it.
 */
export function WechatScanPage(props: ChromePageProps) {
  const { t } = useTranslation('auth')
  const router = useRouter()
  const id = useId()
  const [name, setName] = useState('')
  const { busy, formError, run } = useSubmitState()
  const state = typeof router.query.state === 'string' ? router.query.state : ''

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    void run(async () => {
      const scanned = await api.localWechatScan(state, name)
      window.location.assign(scanned.data.redirect)
    })
  }

  // WeChat sends a declined scan back without a code.
  const decline = () => void router.push({ pathname: '/oauth', query: { state } })

  return (
    <ContentPage page={{ ...props, preview: false }} crumbs={[{ label: t('wechat.simTitle') }]} seo={{ title: t('wechat.simTitle'), description: t('wechat.simText'), noindex: true }}>
      <div className={styles.page}>
        <section className={`${styles.oauth} ${styles.scanPhone}`} data-testid="wechat-scan">
          <h1>{t('wechat.simTitle')}</h1>
          <div className={styles.fakeQr} role="img" aria-label={t('wechat.simQrLabel')} />
          <p>{t('wechat.simText')}</p>
          <form className={styles.form} onSubmit={confirm} noValidate>
            <Field id={`${id}-name`} label={t('wechat.simName')} value={name} onChange={setName} maxLength={40} placeholder={t('wechat.simNamePlaceholder')} />
            <FormSubmit busy={busy} error={formError} label={t('wechat.simConfirm')} />
          </form>
          <button type="button" className={buttonClass({ variant: 'secondary', small: true })} onClick={decline}>
            {t('wechat.simDecline')}
          </button>
        </section>
      </div>
    </ContentPage>
  )
}
