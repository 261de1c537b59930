/** The root class of the mobile site: rem = layout width / 7.5 (globals.scss); _document sets it (isMobileSitePage), MobileLayout keeps it in step. */
export const MOBILE_ROOT_CLASS = 'mobile-site'

/**
 * Whether a page is drawn in the mobile site's frame from the first paint (rem set before the
 * runtime runs): the /m pages, and a landing page's phone version (/promote/<slug> whose data
 * says mobile, not its success page, which is in the site's frame).
 */
export function isMobileSitePage(page: string, pageProps: unknown): boolean {
  if (page === '/m' || page.startsWith('/m/')) return true
  const data = (pageProps as { data?: { device?: unknown; success?: unknown } } | undefined)?.data
  return page === '/promote/[[...slug]]' && data?.device === 'mobile' && data.success === false
}
