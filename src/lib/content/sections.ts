/**
 * The article sections of the business college and where each one lives on the site: its list
 * route (paged) and its canonical detail route. Other routes that show an article (`/post/:id`,
 * `/report/:id`) redirect (308) to the canonical one.
 */
export const ARTICLE_SECTIONS = [
  'online-course',
  'operate',
  'ecommerce-intro',
  'electricity',
  'report',
  'industry-news',
  'novice-guide',
  'resource',
  'release-record',
] as const
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number]

/** Articles per list page. */
export const LIST_PAGE_SIZE = 6
/** QA questions per community page. */
export const QA_PAGE_SIZE = 10

type SectionRoutes = {
  /** List page `n` (1-based), without locale prefix. */
  list: (page: number) => string
  /** Canonical detail page of article `id`, without locale prefix. */
  detail: (id: number | string) => string
  /** UI string key of the section name (locales/<lng>/common.json → sections.<key>). */
  labelKey: string
}

/** Lists whose spec route has no page segment show page 1 there and later pages under `/page/n`. */
const pagedAt = (base: string) => (page: number) => (page <= 1 ? base : `${base}/page/${page}`)

export const SECTION_ROUTES: Record<ArticleSection, SectionRoutes> = {
  'online-course': {
    list: (page) => `/business-college/online-courses/${page}`,
    detail: (id) => `/post/${id}`,
    labelKey: 'onlineCourse',
  },
  operate: {
    list: (page) => `/business-college/operate/${page}`,
    detail: (id) => `/article/operate/${id}`,
    labelKey: 'operate',
  },
  'ecommerce-intro': {
    list: (page) => `/business-college/ecommerce-intro/${page}`,
    detail: (id) => `/article/ecommerce/${id}`,
    labelKey: 'ecommerceIntro',
  },
  electricity: {
    list: (page) => `/business-college/electricity/${page}`,
    detail: (id) => `/electricity-detail/${id}`,
    labelKey: 'electricity',
  },
  report: {
    list: (page) => `/business-college/report/${page}`,
    detail: (id) => `/article/report/${id}`,
    labelKey: 'report',
  },
  'industry-news': {
    list: pagedAt('/IndustryNews'),
    detail: (id) => `/IndustryNewsDetails/${id}`,
    labelKey: 'industryNews',
  },
  'novice-guide': {
    list: pagedAt('/noviceGuide'),
    detail: (id) => `/noviceGuide/${id}`,
    labelKey: 'noviceGuide',
  },
  resource: {
    list: pagedAt('/resource'),
    detail: (id) => `/resource/${id}`,
    labelKey: 'resource',
  },
  'release-record': {
    list: (page) => `/business-college/release-record/${page}`,
    detail: (id) => `/post/${id}`,
    labelKey: 'releaseRecord',
  },
}

export function isArticleSection(value: unknown): value is ArticleSection {
  return typeof value === 'string' && (ARTICLE_SECTIONS as readonly string[]).includes(value)
}

/** Number of list pages for `total` items (an empty list still has page 1 saying "no data"). */
export function pageCount(total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** A route segment as a positive integer page/id, or null (→ 404). Rejects "01", "1.5", "-1". */
export function parsePositiveInt(segment: unknown): number | null {
  if (typeof segment !== 'string' || !/^[1-9]\d{0,8}$/.test(segment)) return null
  return Number(segment)
}

/** Course list and lesson pages. */
export const LESSON_LIST_PATH = '/lesson'
/** The industry page's child route (spec section 2, "/industry (child report)"): the newest industry reports. */
export const INDUSTRY_REPORT_PATH = '/industry/report'
export const lessonDetailPath = (id: number | string) => `/lesson/${id}`

/** QA community: page 1 at `/QACommunity`, later pages at `/QACommunity/n`; questions at `/answerDetail/:id`. */
export const qaListPath = (page: number) => (page <= 1 ? '/QACommunity' : `/QACommunity/${page}`)
export const questionDetailPath = (id: number | string) => `/answerDetail/${id}`

/** `/business-college/<list>/<page>` segments and the section each one lists. */
export const COLLEGE_LISTS: Record<string, ArticleSection> = {
  'online-courses': 'online-course',
  operate: 'operate',
  'ecommerce-intro': 'ecommerce-intro',
  electricity: 'electricity',
  report: 'report',
  'release-record': 'release-record',
}
