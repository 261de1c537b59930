import type { GetStaticProps } from 'next'

import { SuccessPage } from '@/features/about/SuccessPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'

/** `/success`. */
export const getStaticProps: GetStaticProps<ContentPageProps<Record<string, never>>> = (context) =>
  contentPageProps(context, async () => ({ data: {}, path: '/success' }))

export default SuccessPage
