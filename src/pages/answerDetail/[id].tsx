import type { GetStaticPaths, GetStaticProps } from 'next'

import { QuestionPage } from '@/features/qa/QuestionPage'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'
import { loadQuestion, type QuestionData } from '@/server/pages/qa'

/** `/answerDetail/:id`: a question with its answers. */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<QuestionData>> = (context) =>
  contentPageProps(context, (ctx) => loadQuestion(context.params?.id, ctx))

export default QuestionPage
