import { useTranslation } from 'next-i18next/pages'
import Image from 'next/image'
import Link from '@/components/layout/Link'
import type { CSSProperties } from 'react'

import type { LessonCard } from '@/server/content/lessons'

import gridStyles from '@/components/content/CardGrid.module.scss'
import styles from './Lessons.module.scss'

/** Course cards (cover, level, title, lessons and minutes), or "no data". */
export function LessonGrid({ lessons, headingLevel = 3 }: { lessons: LessonCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useTranslation('content')
  if (!lessons.length) {
    return (
      <p className={gridStyles.empty} data-testid="no-data">
        {t('noData')}
      </p>
    )
  }
  return (
    // As many columns as cards, up to four: three courses fill a row of three, four a row of four.
    <ul className={`${gridStyles.grid} ${styles.grid}`} style={{ '--columns': Math.min(4, lessons.length) } as CSSProperties}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <article className={styles.card}>
            {lesson.cover ? (
              <Link href={lesson.href} className={styles.cover} tabIndex={-1} aria-hidden="true">
                <Image src={lesson.cover.url} alt="" width={lesson.cover.width} height={lesson.cover.height} sizes="(max-width: 640px) 100vw, 380px" />
                <span className={styles.level}>{t(`lessons.level.${lesson.level}`)}</span>
              </Link>
            ) : null}
            <div className={styles.cardText}>
              <Heading className={styles.cardTitle}>
                <Link href={lesson.href}>{lesson.title}</Link>
              </Heading>
              {lesson.summary ? <p className={styles.summary}>{lesson.summary}</p> : null}
              <p className={styles.meta}>
                <span>{t('lessons.chapters', { count: lesson.chapterCount })}</span>
                <span>{t('lessons.minutes', { count: lesson.duration })}</span>
                {lesson.lecturer ? <span>{t('lessons.lecturer', { name: lesson.lecturer })}</span> : null}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
