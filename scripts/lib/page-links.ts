/** Real page URLs for the benchmarks, read from the site's list pages (the seeded content). */

/** The first `count` distinct links matching `pattern` (its first group) on the page `list`. */
export async function linksOn(baseUrl: string, list: string, pattern: RegExp, count: number): Promise<string[]> {
  const html = await (await fetch(baseUrl + list)).text()
  const links = [...new Set([...html.matchAll(new RegExp(pattern.source, 'g'))].map((match) => match[1] as string))].slice(0, count)
  if (links.length < count) throw new Error(`${links.length} of ${count} links matching ${pattern} on ${list}`)
  return links
}

export async function firstLink(baseUrl: string, list: string, pattern: RegExp): Promise<string> {
  return (await linksOn(baseUrl, list, pattern, 1))[0] as string
}
