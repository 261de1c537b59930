import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { buttonClass } from '@/components/ui/Button'
import { openLoginSheet } from '@/features/auth/auth-ui'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import type { ChromePageProps } from '@/server/pages/chrome-props'

import styles from './Account.module.scss'

const ShopAuthorize = dynamic(() => import('./ShopAuthorize').then((module) => module.ShopAuthorize), { ssr: false, loading: OnDemandFallback })

/** `/moreShopAuthorize`: connect more Ozon shops to the account (a guest is asked to log in). */
export function ShopAuthorizePage(props: ChromePageProps) {
  const { t } = useTranslation('account')
  const loggedIn = useIsLoggedIn()
  return (
    <ContentPage
      page={{ ...props, preview: false }}
      crumbs={[{ label: t('title'), href: '/account' }, { label: t('shops.title') }]}
      seo={{ title: t('shops.title'), description: t('shops.description'), noindex: true }}
      heading={{ title: t('shops.title'), subtitle: t('shops.description') }}
    >
      <div className={styles.account}>
        {loggedIn ? (
          <ShopAuthorize />
        ) : (
          <section className={styles.card} data-testid="shops-guest">
            <p>{t('shops.guest')}</p>
            <button type="button" className={buttonClass()} onClick={() => openLoginSheet()} data-auth-trigger="">
              {t('login')}
            </button>
          </section>
        )}
      </div>
    </ContentPage>
  )
}
