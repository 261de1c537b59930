/**
 * getStaticProps for content pages and the home page: the page's data, the chrome, UI strings
 * and SEO data in one result. Missing documents and out-of-range pages answer 404; a document
 * shown under a route that is not its canonical one redirects (308) there.
 */
import type { GetStaticPropsContext, GetStaticPropsResult } from 'next'

import { type Locale, localizedPath, toLocale } from '@/lib/i18n/locales'
import { cms } from '@/server/cms/payload'
import { CMS_TIMEOUT_MS, withTimeout } from '@/server/cms/with-timeout'
import { logger } from '@/server/platform/log'
import { pageRegenerations } from '@/server/platform/metrics'
import { type ChromePageProps, chromePageProps, IS_BUILD, REVALIDATE_SECONDS } from './chrome-props'

export type ContentPageProps<T> = ChromePageProps & {
  data: T
  /** True while an editor previews drafts (never cached for the public). */
  preview: boolean
}

/** What a loader found: the page's data, nothing (404), or the canonical path to redirect to. */
export type Loaded<T> = { data: T; path: string } | { notFound: true } | { redirectTo: string }

export type LoadContext = { locale: Locale; draft: boolean }

export const NAMESPACES = ['common', 'content']


/**
 * The one failure policy for page data: the CMS gets CMS_TIMEOUT_MS; at run time a failure or a
 * timeout throws, so Next keeps serving the last good page and tries again on a later request.
 * `whenUnavailable` is the empty version of a page prerendered at build time (pages without
 * route parameters), used only when `next build` cannot reach the CMS.
 */
export async function contentPageProps<T>(
  context: GetStaticPropsContext,
  load: (ctx: LoadContext) => Promise<Loaded<T>>,
  whenUnavailable?: (ctx: LoadContext) => Loaded<T>,
  /** Translation namespaces the page renders (the home adds the rankings'). */
  namespaces: string[] = NAMESPACES,
): Promise<GetStaticPropsResult<ContentPageProps<T>>> {
  const ctx: LoadContext = { locale: toLocale(context.locale), draft: Boolean(context.draftMode) }
  const { locale, draft } = ctx
  let loaded: Loaded<T>
  let regenerateAtOnce = false
  try {
    // Starting the CMS client (once per process, seconds on a cold start) is not a slow read;
    // if it fails, the read below fails with it.
    await cms().catch(() => undefined)
    loaded = await withTimeout(load(ctx), CMS_TIMEOUT_MS, 'Loading page data')
  } catch (error) {
    // `next build` without a database (the Docker image) prerenders pages that regenerate at once.
    if (!IS_BUILD) {
      pageRegenerations.inc({ outcome: 'failed' })
      logger.warn({ err: error, locale, params: context.params }, 'page data failed; Next keeps serving the last good page')
    }
    if (!IS_BUILD || !whenUnavailable) throw error
    logger.warn({ err: error }, 'build without CMS, prerendering an empty page')
    loaded = whenUnavailable(ctx)
    regenerateAtOnce = true
  }
  if ('notFound' in loaded) return { notFound: true, revalidate: REVALIDATE_SECONDS }
  if ('redirectTo' in loaded) {
    return { redirect: { destination: localizedPath(loaded.redirectTo, locale), permanent: true }, revalidate: REVALIDATE_SECONDS }
  }
  const base = await chromePageProps(locale, loaded.path, namespaces)
  return {
    props: { ...base.props, data: loaded.data, preview: draft },
    revalidate: regenerateAtOnce ? 1 : base.revalidate,
  }
}

/** Dynamic content routes render on first request (then cached) rather than at build time. */
export const onDemandPaths = async () => ({ paths: [], fallback: 'blocking' as const })
