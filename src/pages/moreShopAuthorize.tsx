import type { GetStaticProps } from 'next'

import { ShopAuthorizePage } from '@/features/account/ShopAuthorizePage'
import { chromePageProps, type ChromePageProps } from '@/server/pages/chrome-props'

/** `/moreShopAuthorize`: the same static shell for everyone; the seller's shops load in the browser. */
export const getStaticProps: GetStaticProps<ChromePageProps> = (context) => chromePageProps(context.locale, '/moreShopAuthorize', ['content', 'account'])

export default ShopAuthorizePage
