import { useTranslation } from 'next-i18next/pages'
import Link from 'next/link'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { ContentPage } from '@/components/content/ContentPage'
import { SeoHead } from '@/components/layout/SeoHead'
import { SECTION_ROUTES } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { IndustryData } from '@/server/pages/hubs'

import styles from './College.module.scss'

/** `/industry`: the latest industry reports and industry news. */
export function IndustryPage({ chrome, siteUrl, path, locale, preview, data }: ContentPageProps<IndustryData>) {
  const { t } = useTranslation('content')
  const blocks = [
    { id: 'industry-reports', title: t('industry.reports'), articles: data.reports, more: SECTION_ROUTES.report.list(1) },
    { id: 'industry-news', title: t('industry.news'), articles: data.news, more: SECTION_ROUTES['industry-news'].list(1) },
  ]
  return (
    <ContentPage chrome={chrome} locale={locale} preview={preview} crumbs={[{ label: t('industry.title') }]}>
      <SeoHead
        title={`${t('industry.title')} - ${chrome.settings.siteName}`}
        description={t('industry.subtitle')}
        keywords={chrome.settings.seoKeywords}
        siteUrl={siteUrl}
        path={path}
        locale={locale}
        siteName={chrome.settings.siteName}
      />
      <header className={styles.pageHeader}>
        <h1>{t('industry.title')}</h1>
        <p>{t('industry.subtitle')}</p>
      </header>
      {blocks.map((block) => (
        <section key={block.id} className={styles.hubSection} aria-labelledby={block.id}>
          <div className={styles.hubHeader}>
            <h2 id={block.id}>{block.title}</h2>
            <Link href={block.more}>{t('college.more')}</Link>
          </div>
          <ArticleGrid articles={block.articles} locale={locale} />
        </section>
      ))}
    </ContentPage>
  )
}
