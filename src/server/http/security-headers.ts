/**
 * Security headers (issue 21): the rules next.config.ts sends with every response, and the admin's
 * per-request Content-Security-Policy that the proxy sets. No Node APIs: the proxy imports it too.
 *
 * Why the site's policy needs no inline script: production builds use webpack (`next build
 * --webpack`), whose pages-router HTML carries only `<script src>` tags and the `__NEXT_DATA__`
 * JSON block (data, not script). Turbopack's build adds a per-page inline bootstrap script that a
 * static policy could only allow wholesale; ISR-cached HTML cannot carry per-request nonces.
 */
import { RANKING_IMAGE_ORIGINS } from '../../lib/rankings/images'

/** Tencent's captcha (the real provider): its script, popup frame, images and API calls. */
export const CAPTCHA_ORIGINS = ['https://*.captcha.qcloud.com', 'https://*.captcha.gtimg.com']

/** WeChat profile pictures (a bound WeChat's avatar on /oauth and the account page). */
export const WECHAT_AVATAR_ORIGINS = ['https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn']

/** Payload's JSON field editor loads Monaco from this CDN (admin only). */
const MONACO_CDN = 'https://cdn.jsdelivr.net'

type Directives = Record<string, string[]>

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * The public site's policy. `framedBy: 'self'` is for pages the admin's live preview frames (the
 * draft-mode cookie); everything else may not be framed at all. `dev` allows what `next dev`
 * needs (eval for React's dev tooling, Turbopack's inline bootstrap): never in production.
 */
export function sitePolicy({ dev = false, framedBy = 'none' }: { dev?: boolean; framedBy?: 'none' | 'self' } = {}): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...CAPTCHA_ORIGINS, ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    // Style attributes (next/image, CSS variables) and the <style> blocks the pages router adds
    // for a client-side navigation's CSS: styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Ranking thumbnails come from Ozon's image hosts (src/lib/rankings/images.ts).
    'img-src': ["'self'", 'data:', 'blob:', ...CAPTCHA_ORIGINS, ...RANKING_IMAGE_ORIGINS, ...WECHAT_AVATAR_ORIGINS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...CAPTCHA_ORIGINS],
    'frame-src': ["'self'", ...CAPTCHA_ORIGINS],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Course videos may live on a video CDN (a chapter's video URL is the editor's choice); media
    // cannot run script, and plain http is still refused.
    'media-src': ["'self'", 'blob:', 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBy === 'self' ? "'self'" : "'none'"],
  })
}

/**
 * The Payload admin's policy: its scripts carry this request's nonce (Next adds it to every script
 * it renders when the request's CSP header has one). Inline styles are the admin's own.
 */
export function adminPolicy(nonce: string, { dev = false }: { dev?: boolean } = {}): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, MONACO_CDN, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", MONACO_CDN],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:', MONACO_CDN],
    'connect-src': ["'self'"],
    // Live preview frames the site's own pages.
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/**
 * API answers and media files are never documents: nothing may run or load in them, even when a
 * browser opens one directly (an uploaded SVG, a JSON answer).
 */
export const RESOURCE_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
})

/** A fresh nonce per admin request: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** Headers every response carries, whatever it is. */
export const BASE_HEADERS = [
  // Browsers never guess a type: an uploaded file is only ever what its Content-Type says.
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
]

export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }

/** The draft-mode cookie: present while an editor previews, e.g. in the admin's live preview frame. */
const PREVIEWING = [{ type: 'cookie' as const, key: '__prerender_bypass' }]

/**
 * Site paths: everything but the admin, whose policy the proxy sets per request. (Next matches
 * header rules after adding the locale, so `/` is `/zh` here: the rest of the path is optional.)
 */
const SITE = '/:path((?!admin(?:/|$)).*)?'

type HeaderRule = {
  source: string
  /** false: the source is matched as written, not under each locale's prefix. */
  locale?: false
  has?: Array<{ type: 'header' | 'cookie'; key: string; value?: string }>
  headers: Array<{ key: string; value: string }>
}

/**
 * Every response's headers, in next.config.ts `headers()` form. A later rule overrides an earlier
 * one for the same header, which the preview and admin rules rely on.
 */
export function securityHeaderRules({ dev = false }: { dev?: boolean } = {}): HeaderRule[] {
  const resource = [{ key: 'Content-Security-Policy', value: RESOURCE_POLICY }]
  return [
    { source: '/:path*', headers: BASE_HEADERS },
    { source: SITE, headers: [{ key: 'Content-Security-Policy', value: sitePolicy({ dev }) }] },
    {
      source: SITE,
      has: PREVIEWING,
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: sitePolicy({ dev, framedBy: 'self' }) },
      ],
    },
    // After the preview rule: the admin is never framed, previewing or not.
    { source: '/admin', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
    { source: '/admin/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
    { source: '/cms-api/:path*', headers: resource },
    { source: '/api/:path*', headers: resource },
    // The image optimizer sets a sandboxed policy on the images it sends, not on its error answers.
    { source: '/_next/image', locale: false, headers: resource },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [HSTS],
    },
  ]
}
