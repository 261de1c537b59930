/** The home page's editable copy and featured content (editor-chosen, else the latest / most viewed). */
import type { Article, Lesson } from '@payload-types'
import { homeCopy, type HomeCopy } from '@cms/seed/data/content/home'
import type { Locale } from '@/lib/i18n/locales'
import { cms } from '@/server/cms/payload'
import { type HomeRanking, loadHomeRanking } from '@/server/report/home-ranking'
import { type ArticleCard, latestArticles, mostViewedArticles, toArticleCard } from './articles'
import { type LessonCard, listLessons } from './lessons'
import { logger } from '@/server/platform/log'

/** `ranking` is null when the rankings cannot be read: the home shows without them. */
export type HomeContent = HomeCopy & { hotArticles: ArticleCard[]; lessons: LessonCard[]; news: ArticleCard[]; ranking: HomeRanking | null }

const NEWS_SECTIONS = ['industry-news', 'electricity'] as const

const published = <T extends { _status?: string | null }>(docs: (number | T)[] | null | undefined): T[] =>
  (docs ?? []).filter((doc): doc is T => typeof doc === 'object' && doc._status === 'published')

export async function loadHomeContent(locale: Locale): Promise<HomeContent> {
  const payload = await cms()
  const home = await payload.findGlobal({ slug: 'home-page', locale, fallbackLocale: 'zh', depth: 2, overrideAccess: false })
  const chosenHot = published<Article>(home.hotArticles).map(toArticleCard)
  const chosenNews = published<Article>(home.featuredNews).map(toArticleCard)
  const chosenLessonIds = new Set(published<Lesson>(home.featuredLessons).map((lesson) => lesson.id))
  const [hotArticles, news, allLessons, ranking] = await Promise.all([
    chosenHot.length ? chosenHot : mostViewedArticles(6, { locale }),
    chosenNews.length ? chosenNews : latestArticles(NEWS_SECTIONS, 6, { locale }),
    listLessons({ locale }, 12),
    loadHomeRanking(payload, locale).catch((error: unknown) => {
      logger.error({ err: error }, 'home page rankings unavailable')
      return null
    }),
  ])
  const chosenLessons = allLessons.filter((lesson) => chosenLessonIds.has(lesson.id))
  const fallback = homeCopy[locale]
  return {
    eyebrow: home.eyebrow || fallback.eyebrow,
    title: home.title || fallback.title,
    subtitle: home.subtitle || fallback.subtitle,
    claims: home.claims?.length ? home.claims.map(({ value, label }) => ({ value, label })) : fallback.claims,
    hotArticles,
    news,
    lessons: (chosenLessons.length ? chosenLessons : allLessons).slice(0, 4),
    ranking,
  }
}
