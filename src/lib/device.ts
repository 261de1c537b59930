/**
 * Device routing (DESIGN.md "Device routing", issue 15): which site a visitor's device gets.
 * A phone on a desktop page that has a mobile twin goes to the `/m` twin; a desktop (or a
 * tablet) on an `/m` page that has a desktop twin goes to it. Bots and unknown clients get the
 * page they asked for. Pure, so proxy.ts, the cache refresh and the tests share it.
 */
import { localizedPath } from './i18n/locales'
import { splitLocalePath } from './i18n/switch-locale'

export type DeviceClass = 'phone' | 'desktop' | 'bot'

/**
 * The user-agent rules, first match wins; no match: desktop. The nginx cache tier keys pages on
 * the same classes with the same rules (`map $http_user_agent $device_class`, generated from
 * this list by scripts/lib/nginx-maps.ts), so a cached answer is
 * only ever served to the class it was made for.
 * - Bots and an empty user agent: served as asked (crawlers index both sites; a health check or
 *   script has no device). Crawlers by name, or by the "+http://…" address crawlers put in their
 *   user agent and browsers never do; not by a bare "bot" or a company's name, which phone
 *   brands (CUBOT) and phone browsers (Sogou's, Yandex's) also carry.
 * - Tablets (iPad, "Tablet", Kindle/Silk, PlayBook; Android tablets have no "Mobi"): desktop.
 *   iPad's Safari says "Mobile/15E148", hence before the phone rule. iPadOS 13+ says Macintosh.
 * - Phones: "Mobi" (every Android phone browser and in-app browser, WeChat and QQ included),
 *   iPhone/iPod, and older phone systems.
 * Case matters in the device rules (user agents spell these tokens one way), and Next's proxy
 * matcher, which cannot ignore case, pre-filters on the same tokens (PHONE_HINT in proxy.ts).
 */
export const DEVICE_RULES: readonly { pattern: string; ignoreCase: boolean; device: DeviceClass }[] = [
  { pattern: '^$', ignoreCase: false, device: 'bot' },
  {
    pattern:
      '[+]https?://|googlebot|bingbot|baiduspider|yandexbot|duckduckbot|slurp|sogou web spider|bytespider|petalbot|applebot|twitterbot|telegrambot|mediapartners|facebookexternalhit|bingpreview|vkshare|embedly|quora link preview|spider|crawler',
    ignoreCase: true,
    device: 'bot',
  },
  { pattern: 'iPad|Tablet|Kindle|Silk|PlayBook', ignoreCase: false, device: 'desktop' },
  { pattern: 'Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10|webOS', ignoreCase: false, device: 'phone' },
]

const compiled = DEVICE_RULES.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern, rule.ignoreCase ? 'i' : '') }))

export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const agent = userAgent ?? ''
  return compiled.find((rule) => rule.regex.test(agent))?.device ?? 'desktop'
}

/** One user agent of each class: the cache refresh asks for a page as each class sees it. */
export const SAMPLE_USER_AGENTS: Record<DeviceClass, string> = {
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

/**
 * Desktop pages with a mobile twin (paths without a locale prefix): the twin is `/m` + the path.
 * `/QACommunity/:page`, `/answerDetail/:id` and `/promotion/:id` keep the rest of their path.
 */
const DESKTOP_WITH_TWIN = /^\/(?:about|register|lottery(?:\/verify)?|calculator|pricing|(?:QACommunity|promotion)(?:\/[^/]+)?|answerDetail\/[^/]+)$/

/** The `/m` twin of a desktop path, or null. */
export function mobileTwin(path: string): string | null {
  if (path === '/') return '/m'
  return DESKTOP_WITH_TWIN.test(path) ? `/m${path}` : null
}

/** The desktop twin of an `/m` path, or null (`/m/product`, `/m/download` and the legal pages have none). */
export function desktopTwin(path: string): string | null {
  if (path === '/m') return '/'
  if (!path.startsWith('/m/')) return null
  const rest = path.slice(2)
  return DESKTOP_WITH_TWIN.test(rest) ? rest : null
}

export function isMobilePath(path: string): boolean {
  return path === '/m' || path.startsWith('/m/')
}

/**
 * Where a request goes for this device: `{ redirect }` (path with its locale prefix, query kept)
 * or null to serve it. `pathname` is the public path (with /en or /ru).
 */
export function decideDeviceRoute(pathname: string, search: string, userAgent: string | null | undefined): { redirect: string } | null {
  const device = deviceClass(userAgent)
  if (device === 'bot') return null
  const { locale, path } = splitLocalePath(pathname)
  // Trailing slashes are Next's to redirect first; the twin is decided on the clean path.
  const twin = device === 'phone' ? mobileTwin(path) : desktopTwin(path)
  return twin ? { redirect: localizedPath(twin, locale) + search } : null
}

/**
 * The paths on which the nginx cache tier keeps a device's own copy (`map $uri $device_side`,
 * generated from this list by scripts/lib/nginx-maps.ts; case-insensitive): a phone on
 * the desktop side and a desktop on the mobile side each get their own copy, everyone else shares
 * one. Each side is a superset of its twins, so every request the app may redirect for its device
 * has a copy of its own, and a shared copy is always the page itself.
 */
export const DEVICE_SIDES: readonly { pattern: string; side: 'mobile' | 'desktop' }[] = [
  { pattern: '(?:^| )/(?:_next/data/[^/ ]+/)?(?:(?:zh|en|ru)/)?m(?:/|[.]json|$|[? ])', side: 'mobile' },
  {
    pattern: '(?:^| )/(?:_next/data/[^/ ]+/)?(?:(?:zh|en|ru)(?:[.]json)?(?:/|(?=[? ]|$)))?(?:$|[? ]|about|register|lottery|calculator|qacommunity|answerdetail|promotion|pricing)',
    side: 'desktop',
  },
]
const sides = DEVICE_SIDES.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern, 'i') }))

/**
 * The side of a request, as nginx sees it: the path both decoded and normalized (`$uri`) and as
 * sent (`$request_uri`, which the app reads): on a side when either is, so that an encoded slash
 * in an id or a dot segment cannot hide a twin from the cache tier. Page paths and their
 * `/_next/data/<build>/<locale>/….json` (client-side navigation) alike.
 */
export function deviceSide(uri: string, requestUri = uri): 'mobile' | 'desktop' | null {
  const seen = `${uri} ${requestUri}`
  return sides.find((rule) => rule.regex.test(seen))?.side ?? null
}

/**
 * The user agents (by class) that fetch every copy of `path` the cache tier holds as a page: the
 * shared copy, plus a phone's or desktop's own where it gets the page rather than a redirect (a
 * redirect to the twin does not change with a publish). `path` has its locale prefix.
 */
export function refreshDevices(path: string): DeviceClass[] {
  const side = deviceSide(path)
  const { path: bare } = splitLocalePath(path)
  if (side === 'mobile') return desktopTwin(bare) ? ['phone'] : ['phone', 'desktop']
  if (side === 'desktop') return mobileTwin(bare) ? ['desktop'] : ['desktop', 'phone']
  return ['desktop']
}

/** Route sources (next.config.ts `headers`) of the pages whose answer depends on the device. */
const TWIN_SOURCES = ['/', '/:page(about|register|lottery|calculator|pricing|QACommunity|promotion)', '/:section(QACommunity|promotion|answerDetail|lottery)/:rest']

/**
 * `Vary: User-Agent` on both sides of every twin (the proxy sets it on its redirects), so a
 * shared cache that honours Vary never gives one device the other's answer.
 */
export function deviceVaryHeaderRules() {
  const headers = [{ key: 'Vary', value: 'User-Agent' }]
  return [...TWIN_SOURCES, ...TWIN_SOURCES.map((source) => (source === '/' ? '/m' : `/m${source}`))].map((source) => ({ source, headers }))
}
