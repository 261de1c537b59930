import type { GetStaticProps } from 'next'

import { AuthPage } from '@/features/auth/AuthPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'

type Props = ContentPageProps<Record<string, never>>

/** `/register`. */
export const getStaticProps: GetStaticProps<Props> = (context) => contentPageProps(context, async () => ({ data: {}, path: '/register' }))

export default function RegisterPage(props: Props) {
  return <AuthPage {...props} view="register" />
}
