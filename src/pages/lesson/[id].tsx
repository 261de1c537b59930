import type { GetStaticPaths, GetStaticProps } from 'next'

import { LessonPage } from '@/features/lessons/LessonPage'
import { contentPageProps, type ContentPageProps, onDemandPaths } from '@/server/pages/content-props'
import { type LessonData, loadLesson } from '@/server/pages/lessons'

/** `/lesson/:id`: a course with its chapters and videos. */
export const getStaticPaths: GetStaticPaths = onDemandPaths

export const getStaticProps: GetStaticProps<ContentPageProps<LessonData>> = (context) =>
  contentPageProps(context, (ctx) => loadLesson(context.params?.id, ctx))

export default LessonPage
