/**
 * The report service's calls that answer from the CMS rather than the rankings: hot articles and
 * courses, picture windows, the app release, the next live stream, and the dictionaries the
 * front end reads its labels from.
 */
import type { Payload } from 'payload'

import type { Media } from '@payload-types'
import { docHref } from '@/lib/content/doc-href'
import { type Locale, localizedPath } from '@/lib/i18n/locales'
import { MAIN_CATEGORY_IDS, RANKING_KINDS } from '@/lib/rankings/catalog'
import { categoryName, RANKING_TEXTS } from './names'

const imageUrl = (media: number | Media | null | undefined) => (media && typeof media === 'object' ? (media.url ?? null) : null)

export type HotArticlesQuery = { isArticle: 0 | 1; pageNum: number; pageSize: number }

/**
 * The most read published articles (isArticle 1) or online courses (0), a page of them, in the
 * caller's language (zh where a translation is missing).
 */
export async function hotArticles(payload: Payload, locale: Locale, query: HotArticlesQuery) {
  const collection = query.isArticle === 1 ? 'articles' : 'lessons'
  const result = await payload.find({
    collection,
    locale,
    fallbackLocale: 'zh',
    where: { _status: { equals: 'published' } },
    sort: ['-views', '-publishedAt'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    // An article's section is its route; lessons have one route.
    select: { title: true, summary: true, cover: true, publishedAt: true, views: true, ...(collection === 'articles' ? { section: true } : {}) },
  })
  return {
    list: result.docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      summary: doc.summary ?? '',
      coverUrl: imageUrl(doc.cover),
      url: localizedPath(docHref(collection, doc) ?? '/', locale),
      views: doc.views ?? 0,
      publishedAt: doc.publishedAt ?? null,
    })),
    total: result.totalDocs,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  }
}

/** Within its dates (either may be empty: open-ended). */
const isCurrent = (item: { startsAt?: string | null; endsAt?: string | null }, now: Date) =>
  (!item.startsAt || Date.parse(item.startsAt) <= now.getTime()) && (!item.endsAt || Date.parse(item.endsAt) > now.getTime())

/** The picture windows marketers set for a place (showAddress), those running now, in order. */
export async function imageWindows(payload: Payload, locale: Locale, showAddress: number, now: Date) {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: 'zh', depth: 1 })
  return (settings.imageWindows ?? [])
    .filter((item) => item.showAddress === showAddress && isCurrent(item, now))
    .map((item) => ({ id: item.id ?? null, title: item.title, imgUrl: imageUrl(item.image), link: item.link || null, showAddress: item.showAddress, startsAt: item.startsAt ?? null, endsAt: item.endsAt ?? null }))
}

/** The newest app release, or null when none is announced. */
export async function appVersion(payload: Payload, locale: Locale) {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: 'zh', depth: 0 })
  const release = settings.appVersion
  if (!release?.version) return null
  return { version: release.version, downloadUrl: release.downloadUrl || null, notes: release.notes ?? '', forceUpdate: Boolean(release.forceUpdate) }
}

/** The next (or running) live stream, or null when there is none or it has ended. */
export async function liveNotice(payload: Payload, locale: Locale, now: Date) {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: 'zh', depth: 0 })
  const notice = settings.liveNotice
  if (!notice?.title || (notice.endsAt && Date.parse(notice.endsAt) <= now.getTime())) return null
  const live = Boolean(notice.startsAt && Date.parse(notice.startsAt) <= now.getTime())
  return { title: notice.title, startsAt: notice.startsAt ?? null, endsAt: notice.endsAt ?? null, link: notice.link || null, live }
}

/**
 * The dictionaries (getDictionariesOne): label lists the front end shows, in the caller's
 * language. `userIdentity` is accepted for the spec's callers; every identity gets the same
 * labels.
 */
export const DICTIONARY_KEYS = ['mainCategory', 'rankingKind', 'dateType', 'searchHistoryType'] as const
export type DictionaryKey = (typeof DICTIONARY_KEYS)[number]

export function dictionary(locale: Locale, key: DictionaryKey): Array<{ value: string | number; label: string }> {
  const texts = RANKING_TEXTS[locale]
  switch (key) {
    case 'mainCategory':
      return MAIN_CATEGORY_IDS.map((typeId) => ({ value: typeId, label: categoryName(locale, typeId) }))
    case 'rankingKind':
      return RANKING_KINDS.map((kind) => ({ value: kind, label: texts.kinds[kind] }))
    case 'dateType':
      return [
        { value: 1, label: texts.periods['1'] },
        { value: 2, label: texts.periods['2'] },
      ]
    case 'searchHistoryType':
      // Spec section 3: search history types 1 goods, 2 shops, 4 hot words.
      return [
        { value: 1, label: texts.searchHistory.good },
        { value: 2, label: texts.searchHistory.mall },
        { value: 4, label: texts.searchHistory.hotWords },
      ]
  }
}
