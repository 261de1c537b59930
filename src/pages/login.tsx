import type { GetStaticProps } from 'next'

import { AuthPage } from '@/features/auth/AuthPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'

type Props = ContentPageProps<Record<string, never>>

/** `/login` (`?type=register` shows the register form). */
export const getStaticProps: GetStaticProps<Props> = (context) => contentPageProps(context, async () => ({ data: {}, path: '/login' }))

export default function LoginPage(props: Props) {
  return <AuthPage {...props} view="login" />
}
