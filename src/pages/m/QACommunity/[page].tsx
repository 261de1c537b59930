import type { GetStaticPaths, GetStaticProps } from 'next'

import { MobileQuestionListPage } from '@/features/mobile/MobileQaPages'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'
import { asMobile, MOBILE_NAMESPACES } from '@/server/pages/mobile'
import { loadQuestionList, type QuestionListData } from '@/server/pages/qa'

/** `/m/QACommunity/:page`: later pages of the knowledge base. */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<QuestionListData>> = (context) =>
  contentPageProps(context, asMobile((ctx) => loadQuestionList(context.params?.page, ctx)), undefined, MOBILE_NAMESPACES)

export default MobileQuestionListPage
