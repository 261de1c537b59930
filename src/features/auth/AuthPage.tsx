import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { useId } from 'react'

import { ContentPage } from '@/components/content/ContentPage'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import type { ContentPageProps } from '@/server/pages/content-props'

import { AuthPanel } from './AuthPanel'
import type { SheetView } from './auth-ui'
import styles from './AuthSheet.module.scss'

type Props = ContentPageProps<Record<string, never>> & { view: Extract<SheetView, 'login' | 'register'> }

/**
 * `/login` and `/register`: the sheet inline on a page. `/login?type=register` shows register,
 * `?type=sms` the SMS tab. A logged-in visitor gets the way into the backend instead.
 */
export function AuthPage({ view, ...page }: Props) {
  const { t } = useTranslation('auth')
  const router = useRouter()
  const titleId = useId()
  const loggedIn = useIsLoggedIn()
  const type = router.isReady ? router.query.type : undefined
  const shown: SheetView = view === 'login' && type === 'register' ? 'register' : view
  const tab = type === 'sms' ? 'sms' : shown === 'register' ? 'sms' : 'password'
  const pageTitle = shown === 'register' ? t('page.registerTitle') : t('page.loginTitle')
  const base = page.chrome.settings.workbenchBaseUrl

  return (
    <ContentPage page={page} crumbs={[{ label: pageTitle }]} seo={{ title: pageTitle, description: t('page.description') }}>
      <div className={styles.page}>
        {loggedIn ? (
          <section className={styles.loggedIn} data-testid="logged-in">
            <h1>{t('page.loggedInTitle')}</h1>
            <p>{t('page.loggedInText')}</p>
            <p className={styles.actions}>
              <SmartLink href="/workbench/dashboard" workbenchBaseUrl={base} className={buttonClass()}>
                {t('page.enter')}
              </SmartLink>
              <SmartLink href="/" workbenchBaseUrl={base} className={buttonClass({ variant: 'secondary' })}>
                {t('page.home')}
              </SmartLink>
            </p>
          </section>
        ) : (
          <section aria-labelledby={titleId}>
            <AuthPanel key={`${shown}-${tab}`} request={{ view: shown, tab, variant: 'default' }} titleId={titleId} headingLevel={1} onFinished={() => undefined} />
          </section>
        )}
      </div>
    </ContentPage>
  )
}
