import type { GetStaticPaths, GetStaticProps } from 'next'

import { ArticleListPage } from '@/features/college/ArticleListPage'
import { type ArticleListData, loadArticleList } from '@/server/pages/articles'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'

/** `/resource/page/:n`: further pages of resources. */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<ArticleListData>> = (context) =>
  contentPageProps(context, (ctx) => loadArticleList('resource', context.params?.page, ctx))

export default ArticleListPage
