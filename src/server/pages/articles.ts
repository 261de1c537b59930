/** Page loaders of article lists and article detail routes (see contentPageProps). */
import { type ArticleSection, parsePositiveInt, SECTION_ROUTES } from '@/lib/content/sections'
import { cms } from '@/server/cms/payload'
import { likeCounts } from '@/server/community/like-counts'
import { type ArticleDetail, type ArticlePage, getArticle, listArticles } from '@/server/content/articles'
import type { Loaded, LoadContext } from './content-props'

export type ArticleListData = { section: ArticleSection; list: ArticlePage }
/** `likes`: the article's like count when the page was generated (sellers' buttons refresh it). */
export type ArticleDetailData = { article: ArticleDetail; likes: number }

/** Page `pageParam` ("1", "2"…) of a section; anything else, or past the last page, is a 404. */
export async function loadArticleList(section: ArticleSection, pageParam: unknown, ctx: LoadContext): Promise<Loaded<ArticleListData>> {
  const page = pageParam === undefined ? 1 : parsePositiveInt(pageParam)
  if (!page) return { notFound: true }
  const list = await listArticles(section, page, ctx)
  if (!list) return { notFound: true }
  return { data: { section, list }, path: SECTION_ROUTES[section].list(page) }
}

/**
 * Article `idParam` as shown by a detail route. `routeSections` are the sections this route
 * is canonical for (empty: a generic route like /post/:id); an article of another section
 * redirects to its own page.
 */
export async function loadArticleDetail(idParam: unknown, routeSections: readonly ArticleSection[], ctx: LoadContext): Promise<Loaded<ArticleDetailData>> {
  const id = parsePositiveInt(idParam)
  if (!id) return { notFound: true }
  const article = await getArticle(id, ctx)
  if (!article) return { notFound: true }
  const canonical = SECTION_ROUTES[article.section].detail(article.id)
  if (!routeSections.includes(article.section)) return { redirectTo: canonical }
  const likes = (await likeCounts((await cms()).db.drizzle, 'article', [article.id])).get(article.id) ?? 0
  return { data: { article, likes }, path: canonical }
}

/** Page 1 of a section with nothing in it (a build without the CMS). */
export function emptyArticleList(section: ArticleSection): Loaded<ArticleListData> {
  return { data: { section, list: { items: [], page: 1, totalPages: 1, total: 0 } }, path: SECTION_ROUTES[section].list(1) }
}
