/**
 * Page loaders of the mobile site (/m): the desktop pages' loaders, answered under the /m path
 * (the page's own path; its canonical is the desktop twin, see MobilePage).
 */
import type { GetStaticPropsContext } from 'next'

import { mobileTwin } from '@/lib/device'
import { cms } from '@/server/cms/payload'
import { loadHomeContent } from '@/server/content/home'
import { appVersion } from '@/server/report/site-data'
import { contentPageProps, type Loaded, type LoadContext, NAMESPACES } from './content-props'
import { homePageProps } from './home-props'

/** Every /m page renders the mobile chrome's strings besides its own. */
export const MOBILE_NAMESPACES = [...NAMESPACES, 'mobile']

/** A desktop loader's answer under the page's /m path. */
export function asMobile<T>(load: (ctx: LoadContext) => Promise<Loaded<T>>) {
  return async (ctx: LoadContext): Promise<Loaded<T>> => {
    const loaded = await load(ctx)
    if (!('data' in loaded)) return loaded
    return { ...loaded, path: mobileTwin(loaded.path) ?? `/m${loaded.path}` }
  }
}

/** A page with nothing but the chrome, at `path`. */
export const staticMobilePage = (path: string, namespaces: string[] = MOBILE_NAMESPACES) => (context: GetStaticPropsContext) =>
  contentPageProps(context, async () => ({ data: {} as Record<string, never>, path }), () => ({ data: {} as Record<string, never>, path }), namespaces)

/** `/m`: the home page's content, its path /m. */
export function mobileHomeProps(context: GetStaticPropsContext) {
  return homePageProps(context, loadHomeContent, { path: '/m', namespaces: [...MOBILE_NAMESPACES, 'rankings'] })
}

export type AppRelease = { version: string; downloadUrl: string | null; notes: string } | null
export type DownloadData = { app: AppRelease }

/** `/m/download`: the app release of the site settings (the QR codes come with the footer). */
export async function loadDownload({ locale }: LoadContext): Promise<Loaded<DownloadData>> {
  const release = await appVersion(await cms(), locale)
  return { data: { app: release ? { version: release.version, downloadUrl: release.downloadUrl, notes: release.notes } : null }, path: '/m/download' }
}
