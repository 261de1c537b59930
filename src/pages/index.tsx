import type { GetStaticProps } from 'next'

import { HomePage } from '@/features/home/HomePage'
import { type ChromePageProps, chromePageProps } from '@/server/pages/chrome-props'

/** `/`, `/en` and `/ru`: the home page in each language. */
export const getStaticProps: GetStaticProps<ChromePageProps> = ({ locale }) => chromePageProps(locale, '/')

export default HomePage
