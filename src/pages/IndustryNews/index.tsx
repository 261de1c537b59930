import type { GetStaticProps } from 'next'

import { ArticleListPage } from '@/features/college/ArticleListPage'
import { type ArticleListData, emptyArticleList, loadArticleList } from '@/server/pages/articles'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'

/** `/IndustryNews`: industry news, page 1. */
export const getStaticProps: GetStaticProps<ContentPageProps<ArticleListData>> = (context) =>
  contentPageProps(
    context,
    (ctx) => loadArticleList('industry-news', undefined, ctx),
    () => emptyArticleList('industry-news'),
  )

export default ArticleListPage
