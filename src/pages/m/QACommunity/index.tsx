import type { GetStaticProps } from 'next'

import { MobileQuestionListPage } from '@/features/mobile/MobileQaPages'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'
import { asMobile, MOBILE_NAMESPACES } from '@/server/pages/mobile'
import { emptyQuestionList, loadQuestionList, type QuestionListData } from '@/server/pages/qa'

/** `/m/QACommunity`: the knowledge-base tab, page 1. */
export const getStaticProps: GetStaticProps<ContentPageProps<QuestionListData>> = (context) =>
  contentPageProps(
    context,
    asMobile((ctx) => loadQuestionList(undefined, ctx)),
    () => ({ ...(emptyQuestionList() as { data: QuestionListData }), path: '/m/QACommunity' }),
    MOBILE_NAMESPACES,
  )

export default MobileQuestionListPage
