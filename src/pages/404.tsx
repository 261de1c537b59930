import type { GetStaticProps } from 'next'

import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { type ChromePageProps, chromePageProps } from '@/server/pages/chrome-props'

/**
 * The 404 page (spec: the catch-all /:ddqbt_), for unknown paths and for documents that do not
 * exist, in the visitor's language with the site chrome. Regenerated with the other site pages.
 * With the Payload admin in the app directory, Next.js would answer both with the App Router's
 * not-found page instead (vercel/next.js#58945): patches/next+16.4.5.patch restores this one.
 */
export const getStaticProps: GetStaticProps<ChromePageProps> = ({ locale }) => chromePageProps(locale, '/404')

export default NotFoundPage
