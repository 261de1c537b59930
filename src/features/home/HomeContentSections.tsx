import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { LessonGrid } from '@/features/lessons/LessonGrid'
import { LESSON_LIST_PATH, SECTION_ROUTES } from '@/lib/content/sections'
import type { Locale } from '@/lib/i18n/locales'
import type { HomeContent } from '@/server/content/home'

import styles from './HomePage.module.scss'

/** Hot articles, featured courses and news chosen by editors (or the latest), below the features. */
export function HomeContentSections({ home, locale }: { home: HomeContent; locale: Locale }) {
  const { t } = useTranslation('content')
  const blocks = [
    { id: 'home-hot', title: t('home.hotArticles'), more: { href: '/business-college', label: t('home.college') }, content: <ArticleGrid articles={home.hotArticles} locale={locale} showSection /> },
    { id: 'home-courses', title: t('home.courses'), more: { href: LESSON_LIST_PATH, label: t('home.allCourses') }, content: <LessonGrid lessons={home.lessons} />, short: true },
    { id: 'home-news', title: t('home.news'), more: { href: SECTION_ROUTES['industry-news'].list(1), label: t('home.allNews') }, content: <ArticleGrid articles={home.news} locale={locale} showSection /> },
  ]
  return (
    <>
      {blocks.map((block) => (
        <section key={block.id} className={`${styles.contentBlock} ${'short' in block ? styles.contentBlockShort : ''}`} aria-labelledby={block.id} data-testid={block.id}>
          <div className={styles.contentHeader}>
            <h2 id={block.id} className={styles.contentTitle}>
              {block.title}
            </h2>
            <Link href={block.more.href}>{block.more.label}</Link>
          </div>
          {block.content}
        </section>
      ))}
    </>
  )
}
