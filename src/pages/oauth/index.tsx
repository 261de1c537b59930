import type { GetStaticProps } from 'next'

import { OauthPage } from '@/features/auth/OauthPage'
import { chromePageProps, type ChromePageProps } from '@/server/pages/chrome-props'

/** `/oauth`: where WeChat sends the browser back after a QR scan (code + state); the work happens in the browser. */
export const getStaticProps: GetStaticProps<ChromePageProps> = (context) => chromePageProps(context.locale, '/oauth', ['content'])

export default OauthPage
