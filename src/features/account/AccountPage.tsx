import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import { openLoginSheet, openRegisterSheet } from '@/features/auth/auth-ui'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import type { ChromePageProps } from '@/server/pages/chrome-props'

import styles from './Account.module.scss'
import { SellerAccount } from './SellerAccount'

/**
 * `/account`: the logged-in seller's page on this site (masked phone, membership and the
 * newcomer trial, password, feedback, log out). Workbench links lead here while no workbench
 * is hosted. A guest is asked to log in.
 */
export function AccountPage(props: ChromePageProps) {
  const { t } = useTranslation('account')
  const loggedIn = useIsLoggedIn()
  const workbenchHosted = Boolean(props.chrome.settings.workbenchBaseUrl.trim())
  return (
    <ContentPage
      page={{ ...props, preview: false }}
      crumbs={[{ label: t('title') }]}
      seo={{ title: t('title'), description: t('description'), noindex: true }}
      heading={{ title: t('title'), subtitle: t('description') }}
    >
      <div className={styles.account}>
        {workbenchHosted ? (
          <p className={styles.note}>
            <SmartLink href="/workbench/dashboard" workbenchBaseUrl={props.chrome.settings.workbenchBaseUrl} className={buttonClass()}>
              {t('workbenchLink')}
            </SmartLink>
          </p>
        ) : (
          <p className={styles.note} data-testid="workbench-note">
            {t('workbenchNote')}
          </p>
        )}
        {loggedIn ? <SellerAccount /> : <GuestPrompt />}
      </div>
    </ContentPage>
  )
}

function GuestPrompt() {
  const { t } = useTranslation('account')
  return (
    <section className={styles.card} data-testid="account-guest">
      <h2>{t('guestTitle')}</h2>
      <p>{t('guestText')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass()} onClick={() => openLoginSheet()} data-auth-trigger="">
          {t('login')}
        </button>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => openRegisterSheet()} data-auth-trigger="">
          {t('register')}
        </button>
      </div>
    </section>
  )
}
