import type { GetStaticPropsContext } from 'next'

import { homeCopy } from '@cms/seed/data/content/home'
import type { Locale } from '@/lib/i18n/locales'
import { type HomeContent, loadHomeContent } from '@/server/content/home'
import { contentPageProps, type ContentPageProps, type Loaded, NAMESPACES } from './content-props'

export type HomePageProps = ContentPageProps<HomeContent>

/**
 * The home page's props, under the same failure policy as every content page (contentPageProps):
 * when the CMS fails at run time, Next keeps serving the last good home page. `loadContent` is
 * the CMS read (tests pass their own).
 */
export function homePageProps(
  context: GetStaticPropsContext,
  loadContent: (locale: Locale) => Promise<HomeContent> = loadHomeContent,
  /** The mobile home (/m) is the same content under its own path, with its own strings. */
  { path = '/', namespaces = [...NAMESPACES, 'rankings'] }: { path?: string; namespaces?: string[] } = {},
) {
  return contentPageProps(context, async ({ locale }) => ({ data: await loadContent(locale), path }), seedHome(path), namespaces)
}

/** `next build` without a CMS: the seed copy and no featured lists, regenerated at once. */
const seedHome =
  (path: string) =>
  ({ locale }: { locale: Locale }): Loaded<HomeContent> => ({
    data: { ...homeCopy[locale], hotArticles: [], lessons: [], news: [], ranking: null },
    path,
  })
