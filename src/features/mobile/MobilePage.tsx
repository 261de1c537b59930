import { useTranslation } from 'next-i18next/pages'
import type { ComponentProps, ReactNode } from 'react'

import { SeoHead } from '@/components/layout/SeoHead'
import { desktopTwin } from '@/lib/device'
import type { ContentPageProps } from '@/server/pages/content-props'

import { MobileLayout } from './MobileLayout'
import type { MobileTab } from './TabBar'

type Seo = Pick<ComponentProps<typeof SeoHead>, 'description' | 'keywords' | 'type' | 'publishedTime'> & { title: string }

type Props = {
  page: Pick<ContentPageProps<unknown>, 'chrome' | 'siteUrl' | 'path' | 'locale' | 'preview'>
  seo: Seo
  layout?: ComponentProps<typeof MobileLayout>['layout']
  /** The page's own header in the `bare` layout (MobileLayout). */
  header?: ReactNode
  tab?: MobileTab
  /** The header title of a page off the tab bar. */
  title?: string
  /** The canonical path when not the desktop twin's (or, without one, the page's own). */
  canonical?: string
  /** A seller's own page (prizes, delivery details): kept out of search engines. */
  noindex?: boolean
  /** The page keeps its state in the query (MobileLayout). */
  keepOnQueryChange?: boolean
  children: ReactNode
}

/**
 * Frame of every /m page: the mobile layout and the SEO tags. A page with a desktop twin names
 * the twin as canonical (one indexed URL per content; crawlers are never redirected).
 */
export function MobilePage({ page, seo, layout = 'tabs', header, tab, title, canonical, noindex = false, keepOnQueryChange, children }: Props) {
  const { t } = useTranslation('content')
  const { chrome, siteUrl, path, locale, preview } = page
  const { settings } = chrome
  return (
    <MobileLayout
      chrome={chrome}
      locale={locale}
      layout={layout}
      header={header}
      keepOnQueryChange={keepOnQueryChange}
      tab={tab}
      title={title}
      seoHead={
        <SeoHead
          {...seo}
          title={`${seo.title} - ${settings.siteName}`}
          keywords={seo.keywords || settings.seoKeywords}
          siteName={settings.siteName}
          siteUrl={siteUrl}
          path={canonical ?? desktopTwin(path) ?? path}
          locale={locale}
          noindex={preview || noindex}
          mobileAlternate={false}
        />
      }
    >
      {preview ? (
        <p role="status" data-testid="preview-banner">
          {t('preview.banner')}
        </p>
      ) : null}
      {children}
    </MobileLayout>
  )
}
