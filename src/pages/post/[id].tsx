import type { GetStaticPaths, GetStaticProps } from 'next'

import { ArticleDetailPage } from '@/features/college/ArticleDetailPage'
import { type ArticleDetailData, loadArticleDetail } from '@/server/pages/articles'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'

/**
 * `/post/:id`: any article. Canonical for course notes and release notes; articles of other
 * sections redirect (308) to their own page.
 */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<ArticleDetailData>> = (context) =>
  contentPageProps(context, (ctx) => loadArticleDetail(context.params?.id, ['online-course', 'release-record'], ctx))

export default ArticleDetailPage
