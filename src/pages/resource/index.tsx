import type { GetStaticProps } from 'next'

import { ArticleListPage } from '@/features/college/ArticleListPage'
import { type ArticleListData, emptyArticleList, loadArticleList } from '@/server/pages/articles'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'

/** `/resource`: resources, page 1. */
export const getStaticProps: GetStaticProps<ContentPageProps<ArticleListData>> = (context) =>
  contentPageProps(
    context,
    (ctx) => loadArticleList('resource', undefined, ctx),
    () => emptyArticleList('resource'),
  )

export default ArticleListPage
