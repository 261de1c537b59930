/** Page loaders of the pages that gather several sections: the college home and industry insights. */
import { type ArticleSection, INDUSTRY_REPORT_PATH } from '@/lib/content/sections'
import { type ArticleCard, latestArticles } from '@/server/content/articles'
import { type LessonCard, listLessons } from '@/server/content/lessons'
import type { Loaded, LoadContext } from './content-props'

export type HubSection = { section: ArticleSection; articles: ArticleCard[] }
export type CollegeHomeData = { sections: HubSection[]; lessons: LessonCard[] }
export type IndustryData = { reports: ArticleCard[]; news: ArticleCard[] }
export type IndustryReportsData = { reports: ArticleCard[] }

/** How many reports `/industry/report` shows (the whole list is the college's report list). */
export const INDUSTRY_REPORT_COUNT = 12

/** The college home: the newest three of each college section and the latest courses. */
export const COLLEGE_SECTIONS: ArticleSection[] = ['online-course', 'operate', 'ecommerce-intro', 'electricity', 'report', 'release-record']

export async function loadCollegeHome(ctx: LoadContext): Promise<Loaded<CollegeHomeData>> {
  const [lessons, ...sections] = await Promise.all([
    listLessons(ctx, 3),
    ...COLLEGE_SECTIONS.map(async (section) => ({ section, articles: await latestArticles([section], 3, ctx) })),
  ])
  return { data: { lessons, sections }, path: '/business-college' }
}

export async function loadIndustry(ctx: LoadContext): Promise<Loaded<IndustryData>> {
  const [reports, news] = await Promise.all([latestArticles(['report'], 6, ctx), latestArticles(['industry-news'], 6, ctx)])
  return { data: { reports, news }, path: '/industry' }
}

export async function loadIndustryReports(ctx: LoadContext): Promise<Loaded<IndustryReportsData>> {
  return { data: { reports: await latestArticles(['report'], INDUSTRY_REPORT_COUNT, ctx) }, path: INDUSTRY_REPORT_PATH }
}

export const emptyCollegeHome = (): Loaded<CollegeHomeData> => ({
  data: { lessons: [], sections: COLLEGE_SECTIONS.map((section) => ({ section, articles: [] })) },
  path: '/business-college',
})

export const emptyIndustry = (): Loaded<IndustryData> => ({ data: { reports: [], news: [] }, path: '/industry' })
export const emptyIndustryReports = (): Loaded<IndustryReportsData> => ({ data: { reports: [] }, path: INDUSTRY_REPORT_PATH })
