import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { SeoHead } from '@/components/layout/SeoHead'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { LessonListData } from '@/server/pages/lessons'

import collegeStyles from '../college/College.module.scss'
import { LessonGrid } from './LessonGrid'

/** `/lesson`: every published course. */
export function LessonListPage({ chrome, siteUrl, path, locale, preview, data }: ContentPageProps<LessonListData>) {
  const { t } = useTranslation('content')
  return (
    <ContentPage chrome={chrome} locale={locale} preview={preview} crumbs={[{ label: t('college.title'), href: '/business-college' }, { label: t('lessons.title') }]}>
      <SeoHead
        title={`${t('lessons.title')} - ${chrome.settings.siteName}`}
        description={t('lessons.subtitle')}
        keywords={chrome.settings.seoKeywords}
        siteUrl={siteUrl}
        path={path}
        locale={locale}
        siteName={chrome.settings.siteName}
      />
      <header className={collegeStyles.pageHeader}>
        <h1>{t('lessons.title')}</h1>
        <p>{t('lessons.subtitle')}</p>
      </header>
      <LessonGrid lessons={data.lessons} locale={locale} />
    </ContentPage>
  )
}
