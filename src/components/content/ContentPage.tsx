import { useTranslation } from 'next-i18next/pages'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { SiteLayout } from '@/components/layout/SiteLayout'
import type { Locale } from '@/lib/i18n/locales'
import type { SiteChrome } from '@/lib/site-chrome'

import styles from './ContentPage.module.scss'
import { LivePreviewRefresh } from './LivePreviewRefresh'

export type Crumb = { label: string; href?: string }

type Props = {
  chrome: SiteChrome
  locale: Locale
  preview: boolean
  crumbs: Crumb[]
  children: ReactNode
}

/** Frame of every content page: the site layout, a draft-preview banner for editors, breadcrumbs. */
export function ContentPage({ chrome, locale, preview, crumbs, children }: Props) {
  const { t } = useTranslation('content')
  const { t: tc } = useTranslation('common')
  return (
    <SiteLayout chrome={chrome} locale={locale}>
      {preview ? (
        <div className={styles.previewBanner} role="status" data-testid="preview-banner">
          {t('preview.banner')}{' '}
          {/* An API route that clears the draft-mode cookie: it needs a full request, not client navigation. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api/exit-preview">{t('preview.exit')}</a>
          <LivePreviewRefresh />
        </div>
      ) : null}
      <div className={styles.container}>
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
          <ol>
            <li>
              <Link href="/">{tc('nav.home')}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>{crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
            ))}
          </ol>
        </nav>
        {children}
      </div>
    </SiteLayout>
  )
}
