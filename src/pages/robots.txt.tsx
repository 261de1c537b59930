import type { GetServerSideProps } from 'next'

import { siteUrl } from '@/server/pages/chrome-props'
import { robotsTxt } from '@/server/seo/sitemap'

/** `/robots.txt` (built from SITE_URL so the sitemap link is absolute). */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, max-age=3600')
  res.end(robotsTxt(siteUrl()))
  return { props: {} }
}

export default function Robots() {
  return null
}
