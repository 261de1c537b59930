import { useTranslation } from 'next-i18next/pages'
import { getImageProps } from 'next/image'
import { useState } from 'react'

import { ContentPage } from '@/components/content/ContentPage'
import { RichText } from '@/components/content/RichText'
import { LESSON_LIST_PATH } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { LessonData } from '@/server/pages/lessons'

import collegeStyles from '@/features/college/College.module.scss'
import styles from './Lessons.module.scss'

/** `/lesson/:id`: the course player (first chapter with a video), the outline and the description. */
export function LessonPage(props: ContentPageProps<LessonData>) {
  const { locale, data, chrome } = props
  const { t } = useTranslation('content')
  const { lesson } = data
  const firstPlayable = Math.max(0, lesson.chapters.findIndex((chapter) => chapter.video))
  const [current, setCurrent] = useState(firstPlayable)
  // Chapters whose video failed to load (gone, blocked, unsupported): said so instead of a dead player.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const chapter = lesson.chapters[current]
  // The poster goes through the image optimizer too (WebP/AVIF, sized for the player).
  const poster = lesson.cover
    ? getImageProps({ src: lesson.cover.url, alt: '', width: lesson.cover.width, height: lesson.cover.height, sizes: '800px' }).props.src
    : undefined
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('lessons.title'), href: LESSON_LIST_PATH }, { label: lesson.title }]}
      seo={{
        title: lesson.seo.title || lesson.title,
        description: lesson.seo.description || lesson.summary || chrome.settings.seoDescription,
        keywords: lesson.seo.keywords ?? undefined,
        type: 'article',
        publishedTime: lesson.publishedAt,
        image: lesson.seo.image,
      }}
      heading={{
        title: lesson.title,
        subtitle: [
          t(`lessons.level.${lesson.level}`),
          t('lessons.chapters', { count: lesson.chapters.length }),
          t('lessons.minutes', { count: lesson.duration }),
          lesson.lecturer ? t('lessons.lecturer', { name: lesson.lecturer }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
      }}
    >
      <div className={styles.player}>
        <div className={styles.screen}>
          {chapter?.video && failed.has(chapter.id) ? (
            <p className={styles.noVideo} role="alert" data-testid="video-unavailable">
              {t('lessons.videoUnavailable')}
            </p>
          ) : chapter?.video ? (
            <video
              key={chapter.id}
              controls
              preload="none"
              poster={poster}
              aria-label={t('lessons.videoOf', { index: current + 1, title: chapter.title })}
              onError={() => setFailed((previous) => new Set(previous).add(chapter.id))}
            >
              {/* A <source> reports a failed load on itself; the video element alone would not on every browser. */}
              <source src={chapter.video.url} type={chapter.video.mimeType ?? undefined} onError={() => setFailed((previous) => new Set(previous).add(chapter.id))} />
            </video>
          ) : (
            <p className={styles.noVideo}>{t('lessons.noVideo')}</p>
          )}
        </div>
        <nav className={styles.outline} aria-labelledby="lesson-outline">
          <h2 id="lesson-outline">{t('lessons.chapterList')}</h2>
          <ol>
            {lesson.chapters.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setCurrent(index)}
                  aria-current={index === current ? 'true' : undefined}
                  disabled={!item.video}
                  title={item.video ? undefined : t('lessons.chapterNoVideo')}
                >
                  <span className={styles.chapterIndex}>{index + 1}</span>
                  <span className={styles.chapterTitle}>
                    {item.title}
                    {item.video ? null : <span className={styles.chapterNote}>{t('lessons.chapterNoVideo')}</span>}
                  </span>
                  {item.duration ? <span className={styles.chapterDuration}>{t('lessons.minutes', { count: item.duration })}</span> : null}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      {lesson.summary ? <p className={collegeStyles.lead}>{lesson.summary}</p> : null}
      <div className={styles.body}>
        <RichText data={lesson.body} locale={locale} />
      </div>
    </ContentPage>
  )
}
