import type { GetServerSideProps } from 'next'

import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { type ChromePageProps, notFoundPageProps } from '@/server/pages/chrome-props'

/**
 * Catch-all (spec: /:ddqbt_): any path no other route claims gets the 404 page with status 404,
 * in its language. Rendered here rather than by pages/404 because, with the Payload admin in the
 * app directory, Next.js answers `notFound` with the App Router's bare not-found page instead
 * (vercel/next.js#58945).
 */
export const getServerSideProps: GetServerSideProps<ChromePageProps> = async ({ locale, res, resolvedUrl }) => {
  res.statusCode = 404
  return notFoundPageProps(locale, resolvedUrl)
}

export default NotFoundPage
