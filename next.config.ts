import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { POST_REDIRECTS } from './src/lib/content/post-routes'
import { deviceVaryHeaderRules } from './src/lib/device'
import { securityHeaderRules } from './src/server/http/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Spec routes that show what another route shows: one canonical URL each (308). Next applies
 * them under /en and /ru too.
 */
const CONTENT_REDIRECTS = [
  { source: '/college/home', destination: '/business-college', permanent: true },
  {
    source: '/business-college/:list(online-courses|operate|ecommerce-intro|electricity|report|release-record)',
    destination: '/business-college/:list/1',
    permanent: true,
  },
  { source: '/report', destination: '/business-college/report/1', permanent: true },
  { source: '/report/:id', destination: '/article/report/:id', permanent: true },
  { source: '/QACommunity/1', destination: '/QACommunity', permanent: true },
  { source: '/m/QACommunity/1', destination: '/m/QACommunity', permanent: true },
  { source: '/IndustryNews/page/1', destination: '/IndustryNews', permanent: true },
  { source: '/noviceGuide/page/1', destination: '/noviceGuide', permanent: true },
  { source: '/resource/page/1', destination: '/resource', permanent: true },
  // Detail routes whose id the spec makes optional (`:id?`): without one, the list they belong to.
  { source: '/IndustryNewsDetails', destination: '/IndustryNews', permanent: true },
  { source: '/answerDetail', destination: '/QACommunity', permanent: true },
  { source: '/m/answerDetail', destination: '/m/QACommunity', permanent: true },
  { source: '/electricity-detail', destination: '/business-college/electricity/1', permanent: true },
  { source: '/article/ecommerce', destination: '/business-college/ecommerce-intro/1', permanent: true },
  { source: '/article/operate', destination: '/business-college/operate/1', permanent: true },
  { source: '/article/report', destination: '/business-college/report/1', permanent: true },
  ...POST_REDIRECTS,
]

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Bundle node_modules into the pages-router server bundles, as the App Router does. Left
  // external, ESM packages (payload, @payloadcms/*, next-i18next) load as async modules, and
  // a cold server's concurrent first renders sometimes deadlocked on them: every page using
  // them stopped answering until restart (tests/http/pages-never-hang.test.ts).
  bundlePagesRouterDependencies: true,
  // One metrics registry per process: prom-client loaded once from node_modules, not a copy per
  // bundle (pages, App Router, instrumentation). pino is external by Next's default list.
  serverExternalPackages: ['prom-client'],
  // Pages-router locale routing (what next-i18next expects). Next 16 warns that i18n is
  // unsupported in the App Router; the Payload admin under src/app works regardless (tested in e2e).
  i18n: { locales: ['zh', 'en', 'ru'], defaultLocale: 'zh', localeDetection: false },
  // Docker builds set NEXT_OUTPUT=standalone; `next start` keeps the regular output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }] },
  // The page cache: shared through Redis when REDIS_URL is set at run time, else Next's own disk
  // cache unchanged. Decided in the handler, not here: this config is frozen into the build.
  // cacheMaxMemorySize stays at Next's default: Next adds no memory layer around a custom
  // handler, and the handler drops the disk cache's own when it uses Redis
  // (docs/decisions/0012-redis-page-cache.md).
  cacheHandler: path.resolve(dirname, 'src/server/cache/page-cache-handler.mjs'),
  experimental: {
    // The App Router's not-found without a root layout (the admin's layout is its own). Site
    // paths get pages/404 first (patches/next+16.4.5.patch); this is the admin's fallback.
    globalNotFound: true,
  },
  async redirects() {
    return CONTENT_REDIRECTS
  },
  turbopack: { root: path.resolve(dirname) },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withCms.headers

export default {
  ...withCms,
  // Payload asks every route for the colour-scheme client hint with Critical-CH, which makes
  // Chromium request each page twice on a first visit (measured: ~600 ms in Lighthouse). Only
  // the admin uses the hint, so the rule is narrowed to it.
  headers: async () => [
    ...(payloadHeaders ? await payloadHeaders() : []).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule)),
    ...securityHeaderRules({ dev: process.env.NODE_ENV === 'development' }),
    ...deviceVaryHeaderRules(),
  ],
} satisfies NextConfig
