import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { formatDate } from '@/lib/content/format'
import { SECTION_ROUTES } from '@/lib/content/sections'
import { countMessage } from '@/lib/format/numbers'
import type { Locale } from '@/lib/i18n/locales'
import type { ArticleCard } from '@/server/content/articles'
import type { LessonCard } from '@/server/content/lessons'

import styles from './MobileHome.module.scss'

/** Articles as a compact list (a phone shows titles, not cover cards); "no data" when empty. */
export function MobileArticleList({ articles, locale }: { articles: ArticleCard[]; locale: Locale }) {
  const { t } = useTranslation('content')
  if (!articles.length) return <p className={styles.empty}>{t('noData')}</p>
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link href={article.href} className={styles.listLink}>
            <span className={styles.listTitle}>{article.title}</span>
            <span className={styles.listMeta}>
              {t(`sections.${SECTION_ROUTES[article.section].labelKey}`)}
              {article.publishedAt ? ` · ${formatDate(article.publishedAt, locale)}` : ''} · {t('views', countMessage(article.views, locale))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function MobileLessonList({ lessons, locale }: { lessons: LessonCard[]; locale: Locale }) {
  const { t } = useTranslation('content')
  if (!lessons.length) return <p className={styles.empty}>{t('noData')}</p>
  return (
    <ul className={styles.list}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <Link href={lesson.href} className={styles.listLink}>
            <span className={styles.listTitle}>{lesson.title}</span>
            <span className={styles.listMeta}>{lesson.lecturer ? `${lesson.lecturer} · ` : ''}{t('views', countMessage(lesson.views, locale))}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
