import type { GetServerSideProps } from 'next'

import { siteUrl } from '@/server/pages/chrome-props'
import { sitemapEntries, sitemapXml } from '@/server/seo/sitemap'

let cached: { xml: string; at: number } | null = null
const CACHE_MS = 60_000

/** `/sitemap.xml`, rebuilt at most once a minute per server (crawlers must not load the database). */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  if (!cached || Date.now() - cached.at > CACHE_MS) cached = { xml: sitemapXml(siteUrl(), await sitemapEntries()), at: Date.now() }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8')
  res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=600, stale-while-revalidate=3600')
  res.end(cached.xml)
  return { props: {} }
}

export default function Sitemap() {
  return null
}
