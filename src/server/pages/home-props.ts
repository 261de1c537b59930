import type { GetStaticPropsResult } from 'next'

import { homeCopy } from '../../../cms/seed/data/content/home'
import { toLocale } from '../../lib/i18n/locales'
import { withTimeout } from '../cms/with-timeout'
import { type HomeContent, loadHomeContent } from '../content/home'
import { type ChromePageProps, chromePageProps, RETRY_SECONDS } from './chrome-props'
import { NAMESPACES } from './content-props'

export type HomePageProps = ChromePageProps & { home: HomeContent }

/** The home page's props; when the CMS cannot be read it still renders (seed copy, no featured lists) and retries soon. */
export async function homePageProps(rawLocale: string | undefined): Promise<GetStaticPropsResult<HomePageProps>> {
  const locale = toLocale(rawLocale)
  const [base, home] = await Promise.all([
    chromePageProps(locale, '/', NAMESPACES),
    withTimeout(loadHomeContent(locale), 5_000, 'Loading home content').catch((error: unknown) => {
      console.error(`[home] ${locale}: ${String(error)}`)
      return null
    }),
  ])
  return {
    props: { ...base.props, home: home ?? { ...homeCopy[locale], hotArticles: [], lessons: [], news: [] } },
    revalidate: home ? base.revalidate : RETRY_SECONDS,
  }
}
