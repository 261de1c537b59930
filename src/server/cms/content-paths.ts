/**
 * Which public pages show a document, so that publishing, unpublishing or deleting it
 * regenerates exactly those (the caller adds the locale prefixes).
 */
import {
  type ArticleSection,
  INDUSTRY_REPORT_PATH,
  LESSON_LIST_PATH,
  lessonDetailPath,
  LIST_PAGE_SIZE,
  pageCount,
  QA_PAGE_SIZE,
  qaListPath,
  questionDetailPath,
  SECTION_ROUTES,
} from '@/lib/content/sections'

/** Pages that feature content from every section. */
export const CONTENT_HUB_PAGES = ['/', '/business-college', '/industry'] as const

/** Every list page of a list with `total` items, plus one more in case the list just shrank. */
function listPages(list: (page: number) => string, total: number, pageSize: number): string[] {
  return Array.from({ length: pageCount(total, pageSize) + 1 }, (_, index) => list(index + 1))
}

export function articlePaths(article: { id: number | string; section: ArticleSection }, sectionTotal: number): string[] {
  const routes = SECTION_ROUTES[article.section]
  return unique([
    routes.detail(article.id),
    `/post/${article.id}`,
    ...listPages(routes.list, sectionTotal, LIST_PAGE_SIZE),
    ...CONTENT_HUB_PAGES,
    // The industry page's child lists the newest reports.
    ...(article.section === 'report' ? [INDUSTRY_REPORT_PATH] : []),
  ])
}

export function lessonPaths(lesson: { id: number | string }): string[] {
  return [lessonDetailPath(lesson.id), LESSON_LIST_PATH, ...CONTENT_HUB_PAGES]
}

export function questionPaths(question: { id: number | string }, approvedTotal: number): string[] {
  return unique([questionDetailPath(question.id), '/QACommunity/1', ...listPages(qaListPath, approvedTotal, QA_PAGE_SIZE)])
}

function unique(paths: string[]): string[] {
  return [...new Set(paths)]
}
