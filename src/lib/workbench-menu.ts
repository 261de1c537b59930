/**
 * Workbench links the spec lists (section 2, "Workbench links") that the top bar's menus, as
 * seeded, do not have: industry brands, follow-selling, and the soaring, high-potential and
 * opportunity keyword lists. They are part of the site, not of the CMS (labels in `common`), and
 * join the menus next to their workbench section: the data-menu group, else the solutions-menu
 * entry, that already links to the same section (`/workbench/industry/…` etc.). A link an editor
 * has put in a menu already is not added twice; one whose section no menu has is left out.
 */
import type { NavLink, SiteChrome } from './site-chrome'

type Header = SiteChrome['header']
type Translate = (key: string) => string

/** href → i18n key prefix (namespace `common`: `<key>.label`, `<key>.description`). */
export const EXTRA_WORKBENCH_LINKS = [
  { href: '/workbench/industry/brand', key: 'workbenchLinks.industryBrand' },
  { href: '/workbench/selection/follow', key: 'workbenchLinks.selectionFollow' },
  { href: '/workbench/keyword/soar', key: 'workbenchLinks.keywordSoar' },
  { href: '/workbench/keyword/high', key: 'workbenchLinks.keywordHigh' },
  { href: '/workbench/keyword/chance', key: 'workbenchLinks.keywordChance' },
] as const

const pathOf = (href: string) => href.split(/[?#]/, 1)[0].replace(/\/+$/, '')
/** `/workbench/keyword/` for `/workbench/keyword/hot?x=1`; null outside the workbench's sections. */
const sectionOf = (href: string) => /^\/workbench\/[^/]+\//.exec(pathOf(href) + '/')?.[0] ?? null

/** Inserts `link` after the last link of its section in `links` (a new array), or null when none is there. */
function insertBeside(links: NavLink[], link: NavLink, label: Translate, key: string): NavLink[] | null {
  const section = sectionOf(link.href)
  let at = -1
  links.forEach((existing, index) => {
    if (sectionOf(existing.href) === section) at = index
  })
  if (at < 0) return null
  // Described like its neighbour: the solutions menu describes its entries, the data menu does not.
  const added = links[at].description ? { ...link, description: label(`${key}.description`) } : link
  return [...links.slice(0, at + 1), added, ...links.slice(at + 1)]
}

export function withSpecWorkbenchLinks(header: Header, label: Translate): Header {
  const present = new Set([...header.dataMenu.flatMap((group) => group.links), ...header.solutionsMenu].map((link) => pathOf(link.href)))
  let dataMenu = header.dataMenu
  let solutionsMenu = header.solutionsMenu
  for (const { href, key } of EXTRA_WORKBENCH_LINKS) {
    if (present.has(href)) continue
    const link: NavLink = { label: label(`${key}.label`), href }
    const groupIndex = dataMenu.findIndex((group) => group.links.some((existing) => sectionOf(existing.href) === sectionOf(href)))
    if (groupIndex >= 0) {
      const group = dataMenu[groupIndex]
      dataMenu = dataMenu.map((current, index) => (index === groupIndex ? { ...group, links: insertBeside(group.links, link, label, key) ?? group.links } : current))
      continue
    }
    solutionsMenu = insertBeside(solutionsMenu, link, label, key) ?? solutionsMenu
  }
  return { ...header, dataMenu, solutionsMenu }
}
