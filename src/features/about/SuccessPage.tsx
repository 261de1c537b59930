import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { SmartLink } from '@/components/layout/SmartLink'
import type { ContentPageProps } from '@/server/pages/content-props'

import styles from './Success.module.scss'

/** `/success`: confirmation after a completed request, with the ways on. */
export function SuccessPage(props: ContentPageProps<Record<string, never>>) {
  const { chrome } = props
  const { t } = useTranslation('content')
  return (
    <ContentPage page={props} crumbs={[{ label: t('success.title') }]} seo={{ title: t('success.title'), description: t('success.subtitle'), noindex: true }}>
      <section className={styles.success}>
        <p className={styles.icon} aria-hidden="true">
          ✓
        </p>
        <h1>{t('success.title')}</h1>
        <p>{t('success.subtitle')}</p>
        <p className={styles.actions}>
          <SmartLink href="/" workbenchBaseUrl={chrome.settings.workbenchBaseUrl} className={styles.primary}>
            {t('success.home')}
          </SmartLink>
          <SmartLink href="/workbench/dashboard" workbenchBaseUrl={chrome.settings.workbenchBaseUrl} className={styles.secondary}>
            {t('success.workbench')}
          </SmartLink>
        </p>
      </section>
    </ContentPage>
  )
}
