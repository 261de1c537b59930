import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { ContentPage } from '@/components/content/ContentPage'
import { INDUSTRY_REPORT_PATH, SECTION_ROUTES } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { IndustryData, IndustryReportsData } from '@/server/pages/hubs'

import styles from './College.module.scss'

/** `/industry`: the latest industry reports and industry news. */
export function IndustryPage(props: ContentPageProps<IndustryData>) {
  const { locale, data } = props
  const { t } = useTranslation('content')
  const blocks = [
    { id: 'industry-reports', title: t('industry.reports'), articles: data.reports, more: INDUSTRY_REPORT_PATH },
    { id: 'industry-news', title: t('industry.news'), articles: data.news, more: SECTION_ROUTES['industry-news'].list(1) },
  ]
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('industry.title') }]}
      seo={{ title: t('industry.title'), description: t('industry.subtitle') }}
      heading={{ title: t('industry.title'), subtitle: t('industry.subtitle') }}
    >
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

/** `/industry/report` (the industry page's child): the newest industry reports, then the whole list. */
export function IndustryReportsPage(props: ContentPageProps<IndustryReportsData>) {
  const { locale, data } = props
  const { t } = useTranslation('content')
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('industry.title'), href: '/industry' }, { label: t('industry.reports') }]}
      seo={{ title: t('industry.reports'), description: t('industry.reportsSubtitle') }}
      heading={{ title: t('industry.reports'), subtitle: t('industry.reportsSubtitle') }}
    >
      <section className={styles.hubSection} aria-labelledby="industry-report-list">
        <div className={styles.hubHeader}>
          <h2 id="industry-report-list">{t('industry.latestReports')}</h2>
          <Link href={SECTION_ROUTES.report.list(1)}>{t('industry.allReports')}</Link>
        </div>
        <ArticleGrid articles={data.reports} locale={locale} />
      </section>
    </ContentPage>
  )
}
