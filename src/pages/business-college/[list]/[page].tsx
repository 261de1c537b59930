import type { GetStaticPaths, GetStaticProps } from 'next'

import { ArticleListPage } from '@/features/college/ArticleListPage'
import { COLLEGE_LISTS } from '@/lib/content/sections'
import { type ArticleListData, loadArticleList } from '@/server/pages/articles'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'

/**
 * `/business-college/{online-courses|operate|ecommerce-intro|electricity|report|release-record}/{page}`:
 * the college's paged lists (the footer links to page 1 of the first four).
 */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<ArticleListData>> = (context) =>
  contentPageProps(context, async (ctx) => {
    const section = COLLEGE_LISTS[String(context.params?.list)]
    return section ? loadArticleList(section, context.params?.page, ctx) : { notFound: true }
  })

export default ArticleListPage
