/**
 * Community posts are plain text. Markup is refused when it is written (a clear 400, nothing
 * stored), and whatever text is shown is rendered by React as text; only http(s) addresses
 * become links, and those carry rel="nofollow ugc noopener" (src/components/content/PlainText.tsx).
 */

/** An HTML tag, comment or declaration (`<b>`, `</script>`, `<img src=x onerror=…>`, `<!-- -->`). */
const MARKUP = /<\s*[a-z!/?][^<>]*>|<\s*\/?\s*(?:script|iframe|frame|svg|math|img|video|audio|object|embed|style|link|meta|base|form|input|body|html)\b/i
/** Script-bearing addresses that only make sense in an attack. */
const SCRIPT_SCHEME = /\b(?:javascript|vbscript|livescript)\s*:|\bdata\s*:\s*text\/html/i
/** Control characters and bidi overrides, used to disguise text (a reversed file name, a hidden word). */
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/

export function containsMarkup(text: string): boolean {
  return MARKUP.test(text) || SCRIPT_SCHEME.test(text)
}

export function containsControlCharacters(text: string): boolean {
  return CONTROL.test(text)
}

/** Line ends unified, outer space trimmed, runs of blank lines kept to one. */
export function normalizePostText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const URL_PATTERN = /https?:\/\/[^\s<>"'，。；！？、）】》]+/gi
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}'"]+$/

/** Plain text cut into text and link segments; only http(s) addresses that parse become links. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0]
    const address = raw.replace(TRAILING, '')
    const start = match.index ?? 0
    let href: string | null = null
    try {
      const url = new URL(address)
      href = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
    } catch {
      href = null
    }
    if (!href) continue
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) })
    segments.push({ kind: 'link', text: address, href })
    last = start + address.length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}

/** `rel` of every link in sellers' text: no ranking credit, marked as user content, no opener. */
export const UGC_LINK_REL = 'nofollow ugc noopener'
