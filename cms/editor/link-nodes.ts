import { isSafeLinkUrl } from '@/lib/content/safe-url'

type LexicalNode = { type?: unknown; fields?: { linkType?: unknown; url?: unknown; doc?: unknown } | null; children?: unknown }

/**
 * The URL of the first link or autolink node of a Lexical state that fails the site's link check
 * (isSafeLinkUrl), or null. Walks the stored JSON itself, so a save through the REST or local API
 * is checked as strictly as one from the editor. Internal links to a document render the
 * document's address, so only their URL, if any, is ignored.
 */
export function unsafeLinkUrl(state: unknown): string | null {
  const root = (state as { root?: LexicalNode } | null | undefined)?.root
  return root ? firstUnsafe(root) : null
}

function firstUnsafe(node: LexicalNode): string | null {
  if ((node.type === 'link' || node.type === 'autolink') && !(node.fields?.linkType === 'internal' && node.fields.doc)) {
    const url = node.fields?.url
    if (!isSafeLinkUrl(url)) return typeof url === 'string' ? url : String(url)
  }
  if (!Array.isArray(node.children)) return null
  for (const child of node.children as LexicalNode[]) {
    const found = child && typeof child === 'object' ? firstUnsafe(child) : null
    if (found !== null) return found
  }
  return null
}
