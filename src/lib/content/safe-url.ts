/** Hrefs a rich-text link may carry: site paths, anchors, http(s), mailto and tel. Anything else (javascript:, data:…) becomes null. */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const trimmed = url.trim()
  if (!trimmed) return null
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  if (trimmed.startsWith('#')) return trimmed
  return /^(https?:\/\/|mailto:|tel:)/i.test(trimmed) ? trimmed : null
}

/** True for links that leave the site (opened with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
