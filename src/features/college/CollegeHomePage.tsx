import { useTranslation } from 'next-i18next/pages'
import Link from 'next/link'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { ContentPage } from '@/components/content/ContentPage'
import { SeoHead } from '@/components/layout/SeoHead'
import { LessonGrid } from '@/features/lessons/LessonGrid'
import { LESSON_LIST_PATH, SECTION_ROUTES } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { CollegeHomeData } from '@/server/pages/hubs'

import styles from './College.module.scss'

/** `/business-college`: courses and the newest articles of each college section. */
export function CollegeHomePage({ chrome, siteUrl, path, locale, preview, data }: ContentPageProps<CollegeHomeData>) {
  const { t } = useTranslation('content')
  return (
    <ContentPage chrome={chrome} locale={locale} preview={preview} crumbs={[{ label: t('college.title') }]}>
      <SeoHead
        title={`${t('college.title')} - ${chrome.settings.siteName}`}
        description={t('college.subtitle')}
        keywords={chrome.settings.seoKeywords}
        siteUrl={siteUrl}
        path={path}
        locale={locale}
        siteName={chrome.settings.siteName}
      />
      <header className={styles.pageHeader}>
        <h1>{t('college.title')}</h1>
        <p>{t('college.subtitle')}</p>
      </header>
      <section className={styles.hubSection} aria-labelledby="college-lessons">
        <div className={styles.hubHeader}>
          <h2 id="college-lessons">{t('lessons.title')}</h2>
          <Link href={LESSON_LIST_PATH}>{t('college.more')}</Link>
        </div>
        <LessonGrid lessons={data.lessons} locale={locale} />
      </section>
      {data.sections.map(({ section, articles }) => {
        const routes = SECTION_ROUTES[section]
        return (
          <section key={section} className={styles.hubSection} aria-labelledby={`college-${section}`}>
            <div className={styles.hubHeader}>
              <div>
                <h2 id={`college-${section}`}>{t(`sections.${routes.labelKey}`)}</h2>
                <p>{t(`sectionIntro.${routes.labelKey}`)}</p>
              </div>
              <Link href={routes.list(1)}>{t('college.more')}</Link>
            </div>
            <ArticleGrid articles={articles} locale={locale} />
          </section>
        )
      })}
    </ContentPage>
  )
}
