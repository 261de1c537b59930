import type { GetStaticProps } from 'next'

import { AboutPage } from '@/features/about/AboutPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'

/** `/about`. */
export const getStaticProps: GetStaticProps<ContentPageProps<Record<string, never>>> = (context) =>
  contentPageProps(context, async () => ({ data: {}, path: '/about' }))

export default AboutPage
