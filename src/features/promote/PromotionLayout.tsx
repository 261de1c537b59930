import { useTranslation } from 'next-i18next/pages'
import type { MouseEvent, ReactNode } from 'react'

import { HydrateLater } from '@/components/layout/HydrateLater'
import Link from '@/components/layout/Link'
import { LanguageSelector } from '@/components/layout/LanguageSelector'
import { Logo } from '@/components/layout/Logo'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import { isPlainClick, useAuthUi } from '@/features/auth/auth-ui'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { isExternalHref, safeHref } from '@/lib/content/safe-url'
import { MobileLayout } from '@/features/mobile/MobileLayout'
import { type Locale, localizedPath } from '@/lib/i18n/locales'
import type { SiteChrome } from '@/lib/site-chrome'
import type { PromotionHead } from '@/server/promotions/view'

import styles from './Promotion.module.scss'

type Props = {
  head: PromotionHead | null
  /** The site's name, footer and workbench address (edited in the CMS). */
  chrome: SiteChrome
  locale: Locale
  device: 'desktop' | 'mobile'
  /** The page's `<SeoHead>`, outside the content's HydrateLater boundary (see SiteLayout). */
  seoHead?: ReactNode
  children: ReactNode
}

/**
 * A landing page's own frame (no site menu to wander off into): its head (promotionHeadInfo:
 * logo, name, login button and link; the site's when empty; the way to the workbench once
 * logged in), the blocks, and a short footer with the legal pages. On a phone it is the mobile
 * site's "mobile without header" layout (spec section 2): the 750 px frame, its footer and
 * language choice, with this head in place of the site's header.
 */
export function PromotionLayout({ head, chrome, locale, device, seoHead, children }: Props) {
  const { t } = useTranslation('promote')
  const loggedIn = useIsLoggedIn()
  const { siteName, workbenchBaseUrl } = chrome.settings
  const link = safeHref(head?.link)
  const openLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    useAuthUi.getState().openSheet({ view: 'login', tab: 'password', variant: 'default' })
  }
  const loginLabel = head?.loginLabel || t('head.login')
  const header = (
    <header className={styles.head} data-device={device} data-testid="promotion-head">
      <Link href="/" className={styles.brand}>
        {head?.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small logo at its own size
          <img src={head.logo.url} alt={head.logoTitle ? '' : siteName} height={32} width={Math.round((head.logo.width / head.logo.height) * 32) || 32} />
        ) : (
          <Logo />
        )}
        <span>{head?.logoTitle || siteName}</span>
      </Link>
      <div className={styles.headActions}>
        {device === 'desktop' ? <LanguageSelector locale={locale} /> : null}
        {loggedIn ? (
          <SmartLink href="/workbench/dashboard" workbenchBaseUrl={workbenchBaseUrl} className={buttonClass({ small: true, pill: true })} testId="promotion-enter">
            {t('form.enter')}
          </SmartLink>
        ) : link ? (
          <a href={isExternalHref(link) ? link : localizedPath(link, locale)} className={buttonClass({ small: true, pill: true })} data-testid="promotion-head-login">
            {loginLabel}
          </a>
        ) : (
          <a href={localizedPath('/login', locale)} className={buttonClass({ small: true, pill: true })} onClick={openLogin} data-auth-trigger="" data-testid="promotion-head-login">
            {loginLabel}
          </a>
        )}
      </div>
    </header>
  )
  if (device === 'mobile') {
    return (
      <MobileLayout chrome={chrome} locale={locale} layout="bare" header={header} seoHead={seoHead}>
        {/* The blocks' phone styles key on this attribute (cms/blocks/blocks.module.scss). */}
        <div className={styles.phoneBlocks} data-device="mobile">
          {children}
        </div>
      </MobileLayout>
    )
  }
  return (
    <div className={styles.page} data-device={device}>
      {seoHead}
      {header}
      <main id="main">
        <HydrateLater>{children}</HydrateLater>
      </main>
      <footer className={styles.footer}>
        <p>{chrome.footer.copyright}</p>
        <nav aria-label={t('footer.legal')}>
          <Link href="/agreement">{t('footer.agreement')}</Link>
          <Link href="/policy">{t('footer.policy')}</Link>
          <Link href="/">{t('footer.home')}</Link>
        </nav>
      </footer>
    </div>
  )
}
