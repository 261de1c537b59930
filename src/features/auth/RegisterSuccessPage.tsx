import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { SmartLink } from '@/components/layout/SmartLink'
import type { ContentPageProps } from '@/server/pages/content-props'

import styles from '../about/Success.module.scss'

/** `/promote/mobile/success`: shown after a successful registration (spec section 2). */
export function RegisterSuccessPage(props: ContentPageProps<Record<string, never>>) {
  const { chrome } = props
  const { t } = useTranslation('auth')
  return (
    <ContentPage page={props} crumbs={[{ label: t('registerSuccess.title') }]} seo={{ title: t('registerSuccess.title'), description: t('registerSuccess.subtitle'), noindex: true }}>
      <section className={styles.success} data-testid="register-success">
        <p className={styles.icon} aria-hidden="true">
          ✓
        </p>
        <h1>{t('registerSuccess.title')}</h1>
        <p>{t('registerSuccess.subtitle')}</p>
        <p className={styles.actions}>
          <SmartLink href="/workbench/dashboard" workbenchBaseUrl={chrome.settings.workbenchBaseUrl} className={styles.primary}>
            {t('registerSuccess.workbench')}
          </SmartLink>
          <SmartLink href="/" workbenchBaseUrl={chrome.settings.workbenchBaseUrl} className={styles.secondary}>
            {t('registerSuccess.home')}
          </SmartLink>
        </p>
      </section>
    </ContentPage>
  )
}
