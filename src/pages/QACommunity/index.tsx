import type { GetStaticProps } from 'next'

import { QuestionListPage } from '@/features/qa/QuestionListPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'
import { emptyQuestionList, loadQuestionList, type QuestionListData } from '@/server/pages/qa'

/** `/QACommunity`: the QA community, page 1. */
export const getStaticProps: GetStaticProps<ContentPageProps<QuestionListData>> = (context) =>
  contentPageProps(
    context,
    (ctx) => loadQuestionList(undefined, ctx),
    emptyQuestionList,
  )

export default QuestionListPage
