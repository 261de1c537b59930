/** Page loaders of the QA community list and question pages. */
import { parsePositiveInt, qaListPath, questionDetailPath } from '@/lib/content/sections'
import { getQuestion, listQuestions, type QuestionDetail, type QuestionPage } from '@/server/content/qa'
import type { Loaded, LoadContext } from './content-props'

export type QuestionListData = { list: QuestionPage }
export type QuestionData = { question: QuestionDetail }

export async function loadQuestionList(pageParam: unknown, { locale }: LoadContext): Promise<Loaded<QuestionListData>> {
  const page = pageParam === undefined ? 1 : parsePositiveInt(pageParam)
  const list = page ? await listQuestions(page, locale) : null
  return list ? { data: { list }, path: qaListPath(list.page) } : { notFound: true }
}

export async function loadQuestion(idParam: unknown, { locale }: LoadContext): Promise<Loaded<QuestionData>> {
  const id = parsePositiveInt(idParam)
  const question = id ? await getQuestion(id, locale) : null
  return question ? { data: { question }, path: questionDetailPath(question.id) } : { notFound: true }
}

export const emptyQuestionList = (): Loaded<QuestionListData> => ({ data: { list: { items: [], page: 1, totalPages: 1, total: 0 } }, path: qaListPath(1) })
