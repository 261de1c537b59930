import type { GetStaticPaths, GetStaticProps } from 'next'

import { QuestionListPage } from '@/features/qa/QuestionListPage'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'
import { loadQuestionList, type QuestionListData } from '@/server/pages/qa'

/** `/QACommunity/:page`: later pages of the QA community (`/QACommunity/1` redirects to `/QACommunity`). */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<QuestionListData>> = (context) =>
  contentPageProps(context, (ctx) => loadQuestionList(context.params?.page, ctx))

export default QuestionListPage
