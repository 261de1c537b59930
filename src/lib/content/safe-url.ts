/**
 * The one link check of the site: the CMS refuses to store any other link (cms/fields/validation.ts,
 * cms/editor/richText.ts) and the renderer drops any other href (safeHref). Allowed: a site path
 * starting with a single `/`, an `#anchor`, or an http(s)://, mailto: or tel: address.
 */
export function isSafeLinkUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url === '' || url.trim() !== url || hasHiddenCharacters(url)) return false
  // Browsers and servers decode %xx and HTML entities in places; every decoded spelling must pass too.
  return spellings(url).every(startsSafely)
}

/** Hrefs a rich-text link may carry (isSafeLinkUrl), trimmed. Anything else (javascript:, data:, //host…) becomes null. */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const trimmed = url.trim()
  return isSafeLinkUrl(trimmed) ? trimmed : null
}

/** True for links that leave the site (opened with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/** The start of a URL as a browser reads it: tabs and newlines removed anywhere, control characters and spaces at the start. */
function startsSafely(spelling: string): boolean {
  const withoutBreaks = spelling.replace(/[\t\n\r]/g, '')
  let start = 0
  while (start < withoutBreaks.length && withoutBreaks.charCodeAt(start) <= 0x20) start++
  const url = withoutBreaks.slice(start)
  if (url.startsWith('#')) return true
  // `//host`, `/\host` and `\\host` all lead to another host.
  if (url.startsWith('/')) return url[1] !== '/' && url[1] !== '\\'
  return /^(https?:\/\/[^/\\\s]|mailto:|tel:)/i.test(url)
}

/** Control, zero-width and direction characters, which hide what a URL really says. */
function hasHiddenCharacters(url: string): boolean {
  for (const char of url) {
    const code = char.codePointAt(0) ?? 0
    if (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0xad ||
      (code >= 0x200b && code <= 0x200f) ||
      (code >= 0x2028 && code <= 0x202e) ||
      (code >= 0x2060 && code <= 0x2064) ||
      code === 0xfeff
    ) {
      return true
    }
  }
  return false
}

/** The URL and its spellings after repeated %xx and HTML entity decoding (double encoding included). */
function spellings(url: string): string[] {
  const found = [url]
  for (let round = 0; round < 5; round++) {
    const last = found[found.length - 1]
    const next = decodeEntities(decodePercents(last))
    if (next === last) break
    found.push(next)
  }
  return found
}

function decodePercents(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

// Named entities that can spell a scheme or a slash; other names are left as they are.
const ENTITIES: Record<string, string> = { colon: ':', sol: '/', bsol: '\\', tab: '\t', newline: '\n', period: '.', num: '#', quest: '?', percnt: '%', amp: '&' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}
