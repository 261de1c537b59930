import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'

import type { Locale } from '@/lib/i18n/locales'
import type { SiteChrome } from '@/lib/site-chrome'

import { HydrateLater } from './HydrateLater'
import { SiteFooter } from './SiteFooter'
import { usePageKey } from './page-key'
import { SiteHeader } from './SiteHeader'
import styles from './SiteLayout.module.scss'

type Props = {
  chrome: SiteChrome
  locale: Locale
  /** Pages with a hero under a transparent top bar (home, about, language homes). */
  heroUnderHeader?: boolean
  /**
   * The page's `<SeoHead>`: rendered outside the content's HydrateLater boundary, so that Next's
   * head manager sees it in the first hydration pass and never drops the title while the content
   * is still to be hydrated.
   */
  seoHead?: ReactNode
  /** The page keeps its state in the query: a change of the query keeps its tree (page-key.ts). */
  keepOnQueryChange?: boolean
  children: ReactNode
}

/** The default layout (and, by locale, the English and Russian ones): top bar, page, footer. */
export function SiteLayout({ chrome, locale, heroUnderHeader = false, seoHead, keepOnQueryChange, children }: Props) {
  const { t } = useTranslation('common')
  const pageKey = usePageKey(keepOnQueryChange)
  // A column at least as tall as the window: on short pages (404, success) the footer sits at the bottom.
  return (
    <div className={styles.page}>
      {seoHead}
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader chrome={chrome} locale={locale} transparentAtTop={heroUnderHeader} />
      <main id="main" key={pageKey} className={`page-enter ${styles.main} ${heroUnderHeader ? '' : styles.belowHeader}`}>
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter chrome={chrome} />
      </HydrateLater>
    </div>
  )
}
