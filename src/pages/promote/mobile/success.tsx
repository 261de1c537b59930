import type { GetStaticProps } from 'next'

import { RegisterSuccessPage } from '@/features/auth/RegisterSuccessPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'

/** `/promote/mobile/success`: after a successful registration. */
export const getStaticProps: GetStaticProps<ContentPageProps<Record<string, never>>> = (context) =>
  contentPageProps(context, async () => ({ data: {}, path: '/promote/mobile/success' }))

export default RegisterSuccessPage
