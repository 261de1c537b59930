import type { GetStaticPaths, GetStaticProps } from 'next'

import { MobileQuestionPage } from '@/features/mobile/MobileQaPages'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'
import { asMobile, MOBILE_NAMESPACES } from '@/server/pages/mobile'
import { loadQuestion, type QuestionData } from '@/server/pages/qa'

/** `/m/answerDetail/:id`: a question with its answers. */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<QuestionData>> = (context) =>
  contentPageProps(context, asMobile((ctx) => loadQuestion(context.params?.id, ctx)), undefined, MOBILE_NAMESPACES)

export default MobileQuestionPage
