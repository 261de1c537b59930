import { useTranslation } from 'next-i18next/pages'
import Head from 'next/head'
import { type ReactNode, useEffect } from 'react'

import { HydrateLater } from '@/components/layout/HydrateLater'
import { LanguageSelector } from '@/components/layout/LanguageSelector'
import Link from '@/components/layout/Link'
import { usePageKey } from '@/components/layout/page-key'
import type { Locale } from '@/lib/i18n/locales'
import type { SiteChrome } from '@/lib/site-chrome'

import { trackHistoryDepth } from './history-depth'
import { MobileHeader } from './MobileHeader'
import { MOBILE_ROOT_CLASS } from './root-class'
import { type MobileTab, TabBar } from './TabBar'

import styles from './MobileLayout.module.scss'


type Props = {
  chrome: SiteChrome
  locale: Locale
  /**
   * Spec section 2's mobile layouts: `tabs` (header and tab bar), `blank` (header with the back
   * button, no tab bar), `bare` ("mobile without header": no site header, for a phone page that
   * has its own, given as `header`: a landing page's head, the prize page's banner).
   */
  layout: 'tabs' | 'blank' | 'bare'
  /** The page's own header in the `bare` layout (ignored by the others, which show the site's). */
  header?: ReactNode
  /** The tab of a tab page (marked active); pages without one get the back button. */
  tab?: MobileTab
  /** The header's title on pages with the back button. */
  title?: string
  /** The page's `<SeoHead>`, outside the content's HydrateLater boundary (see SiteLayout). */
  seoHead?: ReactNode
  /** The page keeps its state in the query: a change of the query keeps its tree (page-key.ts). */
  keepOnQueryChange?: boolean
  children: ReactNode
}

/** The mobile site's frame: at most 750 px wide and centred, safe-area aware, rem = width / 7.5. */
export function MobileLayout({ chrome, locale, layout, header, tab, title, seoHead, keepOnQueryChange, children }: Props) {
  const { t } = useTranslation('common')
  const pageKey = usePageKey(keepOnQueryChange)
  // A client-side navigation between the desktop and the mobile site keeps <html>: follow it.
  useEffect(() => {
    trackHistoryDepth()
    document.documentElement.classList.add(MOBILE_ROOT_CLASS)
    return () => document.documentElement.classList.remove(MOBILE_ROOT_CLASS)
  }, [])
  const { footer } = chrome
  return (
    <div className={styles.frame} data-layout={layout} data-testid="mobile-layout">
      {seoHead}
      <Head>
        {/* viewport-fit=cover: the page may draw under a notch; the insets keep content clear of it. */}
        <meta key="viewport" name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      </Head>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {layout === 'bare' ? header : <MobileHeader chrome={chrome} locale={locale} showBack={!tab} title={title} />}
      <main id="main" key={pageKey} className={`page-enter ${styles.main}`}>
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <footer className={styles.footer} data-testid="mobile-footer">
          <LanguageSelector locale={locale} />
          <p className={styles.legal}>
            <Link href="/m/agreement">{t('footer.agreement')}</Link>
            <Link href="/m/policy">{t('footer.privacy')}</Link>
          </p>
          <p>{footer.copyright}</p>
          {footer.icp ? <p>{footer.icpUrl ? <a href={footer.icpUrl}>{footer.icp}</a> : footer.icp}</p> : null}
        </footer>
      </HydrateLater>
      {layout === 'tabs' ? <TabBar active={tab} /> : null}
    </div>
  )
}
