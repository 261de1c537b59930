import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'
import type { ComponentProps, ReactNode } from 'react'

import { SeoHead } from '@/components/layout/SeoHead'
import { SiteLayout } from '@/components/layout/SiteLayout'
import type { ContentPageProps } from '@/server/pages/content-props'

import styles from './ContentPage.module.scss'
import { LivePreviewRefresh } from './LivePreviewRefresh'

export type Crumb = { label: string; href?: string }

type Seo = Pick<ComponentProps<typeof SeoHead>, 'description' | 'keywords' | 'noindex' | 'image' | 'type' | 'publishedTime'> & {
  /** The page's own title; " - <site name>" is appended. */
  title: string
}

type Props = {
  page: Pick<ContentPageProps<unknown>, 'chrome' | 'siteUrl' | 'path' | 'locale' | 'preview'>
  crumbs: Crumb[]
  seo: Seo
  /** The page's h1 and its one-line introduction (detail pages render their own). */
  heading?: { title: string; subtitle?: string }
  /**
   * Breadcrumbs and heading on a hero band under the top bar, which stays transparent until the
   * page scrolls past 42 px (spec section 2: home, about and the language homes).
   */
  hero?: boolean
  /** The page keeps its state in the query (SiteLayout). */
  keepOnQueryChange?: boolean
  children: ReactNode
}

/**
 * Frame of every content page: the site layout, SEO tags (site keywords by default), a
 * draft-preview banner for editors, breadcrumbs and the page heading.
 */
export function ContentPage({ page, crumbs, seo, heading, hero = false, keepOnQueryChange, children }: Props) {
  const { t } = useTranslation('content')
  const { t: tc } = useTranslation('common')
  const { chrome, siteUrl, path, locale, preview } = page
  const { settings } = chrome
  const breadcrumbs = (
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
  )
  const pageHeader = heading ? (
    <header className={styles.pageHeader}>
      <h1>{heading.title}</h1>
      {heading.subtitle ? <p>{heading.subtitle}</p> : null}
    </header>
  ) : null
  return (
    <SiteLayout
      chrome={chrome}
      locale={locale}
      heroUnderHeader={hero}
      keepOnQueryChange={keepOnQueryChange}
      seoHead={
        <SeoHead
          {...seo}
          title={`${seo.title} - ${settings.siteName}`}
          keywords={seo.keywords || settings.seoKeywords}
          siteName={settings.siteName}
          siteUrl={siteUrl}
          path={path}
          locale={locale}
          noindex={seo.noindex || preview}
        />
      }
    >
      {preview ? (
        <div className={styles.previewBanner} role="status" data-testid="preview-banner">
          {t('preview.banner')}{' '}
          {/* An API route that clears the draft-mode cookie: it needs a full request, not client navigation. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api/exit-preview">{t('preview.exit')}</a>
          <LivePreviewRefresh />
        </div>
      ) : null}
      {hero ? (
        <div className={styles.hero} data-testid="page-hero">
          <div className={styles.heroInner}>
            {breadcrumbs}
            {pageHeader}
          </div>
        </div>
      ) : null}
      <div className={styles.container}>
        {hero ? null : breadcrumbs}
        {hero ? null : pageHeader}
        {children}
      </div>
    </SiteLayout>
  )
}
