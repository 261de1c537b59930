import type { GetStaticPaths, GetStaticProps } from 'next'

import { ArticleListPage } from '@/features/college/ArticleListPage'
import { type ArticleListData, loadArticleList } from '@/server/pages/articles'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'

/** `/noviceGuide/page/:n`: further pages of novice guides. */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<ArticleListData>> = (context) =>
  contentPageProps(context, (ctx) => loadArticleList('novice-guide', context.params?.page, ctx))

export default ArticleListPage
