/** Page loaders of the course list and lesson pages. */
import { LESSON_LIST_PATH, lessonDetailPath, parsePositiveInt } from '@/lib/content/sections'
import { getLesson, type LessonCard, type LessonDetail, listLessons } from '@/server/content/lessons'
import type { Loaded, LoadContext } from './content-props'

export type LessonListData = { lessons: LessonCard[] }
export type LessonData = { lesson: LessonDetail }

export async function loadLessonList(ctx: LoadContext): Promise<Loaded<LessonListData>> {
  return { data: { lessons: await listLessons(ctx) }, path: LESSON_LIST_PATH }
}

export async function loadLesson(idParam: unknown, ctx: LoadContext): Promise<Loaded<LessonData>> {
  const id = parsePositiveInt(idParam)
  const lesson = id ? await getLesson(id, ctx) : null
  return lesson ? { data: { lesson }, path: lessonDetailPath(lesson.id) } : { notFound: true }
}

export const emptyLessonList = (): Loaded<LessonListData> => ({ data: { lessons: [] }, path: LESSON_LIST_PATH })
