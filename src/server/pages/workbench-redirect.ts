/**
 * `/workbench/...` and `/tools/...` belong to the analytics workbench. When a visitor reaches
 * them on this site (an old bookmark, a link without script), they are sent where the site's
 * own links lead (lib/links resolveLink): the hosted workbench, or this site's login, register
 * or account page in the visitor's language (`language=en|ru` in the query wins, as the top
 * bar's login links carry it). Never a 404.
 */
import type { GetServerSideProps } from 'next'

import { isLocale, localizedPath, toLocale } from '@/lib/i18n/locales'
import { resolveLink } from '@/lib/links'
import { loadSiteChrome } from '@/server/cms/site-chrome'

/** Settings change rarely; a bot probing these URLs must not hit the database each time. */
const SETTINGS_MAX_AGE_MS = 10_000

export const workbenchRedirect: GetServerSideProps = async (context) => {
  const { chrome } = await loadSiteChrome(toLocale(context.locale), { maxAgeMs: SETTINGS_MAX_AGE_MS })
  const resolved = resolveLink(context.resolvedUrl, chrome.settings.workbenchBaseUrl)
  if (resolved.external) return { redirect: { destination: resolved.href, permanent: false } }
  const asked = new URLSearchParams(context.resolvedUrl.split('?')[1] ?? '').get('language')
  const locale = isLocale(asked) ? asked : toLocale(context.locale)
  return { redirect: { destination: localizedPath(resolved.href, locale), permanent: false } }
}
