import type { GetStaticProps } from 'next'

import { AccountPage } from '@/features/account/AccountPage'
import { chromePageProps, type ChromePageProps } from '@/server/pages/chrome-props'

/** `/account`: the same static shell for everyone; the seller's data loads in the browser. */
export const getStaticProps: GetStaticProps<ChromePageProps> = (context) => chromePageProps(context.locale, '/account', ['content', 'account', 'calculator'])

export default AccountPage
