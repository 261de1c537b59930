import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { ContentPage } from '@/components/content/ContentPage'
import { LessonGrid } from '@/features/lessons/LessonGrid'
import { LESSON_LIST_PATH, SECTION_ROUTES } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { CollegeHomeData } from '@/server/pages/hubs'

import styles from './College.module.scss'

/** `/business-college`: courses and the newest articles of each college section. */
export function CollegeHomePage(props: ContentPageProps<CollegeHomeData>) {
  const { locale, data } = props
  const { t } = useTranslation('content')
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('college.title') }]}
      seo={{ title: t('college.title'), description: t('college.subtitle') }}
      heading={{ title: t('college.title'), subtitle: t('college.subtitle') }}
    >
      <section className={styles.hubSection} aria-labelledby="college-lessons">
        <div className={styles.hubHeader}>
          <h2 id="college-lessons">{t('lessons.title')}</h2>
          <Link href={LESSON_LIST_PATH}>{t('college.more')}</Link>
        </div>
        <LessonGrid lessons={data.lessons} />
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
