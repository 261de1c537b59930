import type { GetStaticPaths, GetStaticProps } from 'next'

import { ArticleDetailPage } from '@/features/college/ArticleDetailPage'
import { type ArticleDetailData, loadArticleDetail } from '@/server/pages/articles'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'

/** `/article/report/:id`: an industry report (`/report/:id` redirects here). */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<ArticleDetailData>> = (context) =>
  contentPageProps(context, (ctx) => loadArticleDetail(context.params?.id, ['report'], ctx))

export default ArticleDetailPage
