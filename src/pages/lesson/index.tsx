import type { GetStaticProps } from 'next'

import { LessonListPage } from '@/features/lessons/LessonListPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'
import { emptyLessonList, type LessonListData, loadLessonList } from '@/server/pages/lessons'

/** `/lesson`: the online courses. */
export const getStaticProps: GetStaticProps<ContentPageProps<LessonListData>> = (context) => contentPageProps(context, loadLessonList, emptyLessonList)

export default LessonListPage
