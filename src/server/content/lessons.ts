/** Reads online courses (lessons) for the course list and lesson pages. */
import type { Lesson } from '@payload-types'
import { lessonDetailPath } from '@/lib/content/sections'
import type { Locale } from '@/lib/i18n/locales'
import { cms } from '@/server/cms/payload'
import { type ImageRef, toImageRef } from './media'

export type LessonCard = {
  id: number
  title: string
  summary: string
  href: string
  cover: ImageRef | null
  level: NonNullable<Lesson['level']>
  lecturer: string | null
  chapterCount: number
  /** Minutes, all chapters together. */
  duration: number
  views: number
  publishedAt: string | null
}

export type LessonChapter = { id: string; title: string; duration: number | null; video: { url: string; mimeType: string | null } | null }

export type LessonDetail = LessonCard & {
  body: Lesson['body']
  chapters: LessonChapter[]
  updatedAt: string
  seo: { title: string | null; description: string | null; keywords: string | null; image: ImageRef | null }
}

type ReadOptions = { locale: Locale; draft?: boolean }

function readArgs({ locale, draft }: ReadOptions) {
  return { locale, fallbackLocale: 'zh' as const, draft: Boolean(draft), overrideAccess: Boolean(draft) }
}

function toLessonCard(lesson: Lesson): LessonCard {
  const chapters = lesson.chapters ?? []
  return {
    id: lesson.id,
    title: lesson.title,
    summary: lesson.summary ?? '',
    href: lessonDetailPath(lesson.id),
    cover: toImageRef(lesson.cover, 'card'),
    level: lesson.level ?? 'beginner',
    lecturer: lesson.lecturer ?? null,
    chapterCount: chapters.length,
    duration: chapters.reduce((sum, chapter) => sum + (chapter.duration ?? 0), 0),
    views: lesson.views ?? 0,
    publishedAt: lesson.publishedAt ?? null,
  }
}

function chapterVideo(chapter: NonNullable<Lesson['chapters']>[number]): LessonChapter['video'] {
  const file = chapter.videoFile
  if (file && typeof file === 'object' && file.url) return { url: file.url, mimeType: file.mimeType ?? null }
  return chapter.videoUrl ? { url: chapter.videoUrl, mimeType: null } : null
}

export async function listLessons(options: ReadOptions, limit = 60): Promise<LessonCard[]> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'lessons',
    ...readArgs({ ...options, draft: false }),
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    limit,
    depth: 1,
    pagination: false,
  })
  return result.docs.map(toLessonCard)
}

export async function getLesson(id: number, options: ReadOptions): Promise<LessonDetail | null> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'lessons',
    ...readArgs(options),
    where: options.draft ? { id: { equals: id } } : { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 2,
    pagination: false,
  })
  const lesson = result.docs[0]
  if (!lesson) return null
  return {
    ...toLessonCard(lesson),
    body: lesson.body,
    chapters: (lesson.chapters ?? []).map((chapter, index) => ({
      id: chapter.id ?? String(index),
      title: chapter.title,
      duration: chapter.duration ?? null,
      video: chapterVideo(chapter),
    })),
    updatedAt: lesson.updatedAt,
    seo: {
      title: lesson.seo?.title ?? null,
      description: lesson.seo?.description ?? null,
      keywords: lesson.seo?.keywords ?? null,
      image: toImageRef(lesson.seo?.ogImage, 'og') ?? toImageRef(lesson.cover, 'og'),
    },
  }
}
