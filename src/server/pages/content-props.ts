/**
 * getStaticProps for content pages: the page's data, the chrome, UI strings and SEO data in one
 * result. Missing documents and out-of-range pages answer 404; a document shown under a route
 * that is not its canonical one redirects (308) there.
 */
import type { GetStaticPropsContext, GetStaticPropsResult } from 'next'

import { type Locale, localizedPath, toLocale } from '../../lib/i18n/locales'
import { loadSiteChrome } from '../cms/site-chrome'
import { pageTranslations } from '../i18n/translations'
import { type ChromePageProps, REVALIDATE_SECONDS, RETRY_SECONDS, siteUrl } from './chrome-props'

export type ContentPageProps<T> = ChromePageProps & {
  data: T
  /** True while an editor previews drafts (never cached for the public). */
  preview: boolean
}

/** What a loader found: the page's data, nothing (404), or the canonical path to redirect to. */
export type Loaded<T> = { data: T; path: string } | { notFound: true } | { redirectTo: string }

export type LoadContext = { locale: Locale; draft: boolean }

export const NAMESPACES = ['common', 'content']

/** `next build` without a database (the Docker image) prerenders pages that regenerate at once on the first request. */
const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build'

/**
 * `whenUnavailable` is the empty version of a page prerendered at build time (pages without
 * route parameters). It is used only when `next build` cannot reach the CMS; at run time a
 * failure throws, so Next keeps serving the last good page.
 */
export async function contentPageProps<T>(
  context: GetStaticPropsContext,
  load: (ctx: LoadContext) => Promise<Loaded<T>>,
  whenUnavailable?: () => Loaded<T>,
): Promise<GetStaticPropsResult<ContentPageProps<T>>> {
  const locale = toLocale(context.locale)
  const draft = Boolean(context.draftMode)
  let loaded: Loaded<T>
  let stale = false
  try {
    loaded = await load({ locale, draft })
  } catch (error) {
    if (!IS_BUILD || !whenUnavailable) throw error
    console.warn(`[content] build without CMS, prerendering an empty page: ${String(error)}`)
    loaded = whenUnavailable()
    stale = true
  }
  if ('notFound' in loaded) return { notFound: true, revalidate: REVALIDATE_SECONDS }
  if ('redirectTo' in loaded) {
    return { redirect: { destination: localizedPath(loaded.redirectTo, locale), permanent: true }, revalidate: REVALIDATE_SECONDS }
  }
  const [translations, { chrome, fresh }] = await Promise.all([pageTranslations(locale, NAMESPACES), loadSiteChrome(locale)])
  return {
    props: { ...translations, chrome, siteUrl: siteUrl(), path: loaded.path, locale, data: loaded.data, preview: draft },
    revalidate: fresh && !stale ? REVALIDATE_SECONDS : stale ? 1 : RETRY_SECONDS,
  }
}

/** Dynamic content routes render on first request (then cached) rather than at build time. */
export const onDemandPaths = async () => ({ paths: [], fallback: 'blocking' as const })
