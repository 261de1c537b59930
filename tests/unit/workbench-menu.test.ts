import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { fallbackSiteChrome } from '@/lib/site-chrome'
import { EXTRA_WORKBENCH_LINKS, withSpecWorkbenchLinks } from '@/lib/workbench-menu'

const en = JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as Record<string, unknown>
const lookup = (strings: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], strings)
const label = (key: string) => String(lookup(en, key) ?? `missing ${key}`)

describe('the workbench links of the spec that the menus lack', () => {
  const seeded = fallbackSiteChrome('en').header
  const header = withSpecWorkbenchLinks(seeded, label)
  const hrefs = (links: { href: string }[]) => links.map((link) => link.href)
  const group = (title: string) => header.dataMenu.find((entry) => entry.title === title)?.links ?? []

  it('join the data-menu group of their workbench section, after its last link', () => {
    expect(hrefs(group('Category analysis')).at(-1)).toBe('/workbench/industry/brand')
    expect(group('Category analysis').at(-1)).toEqual({ label: 'Industry brands', href: '/workbench/industry/brand' })
    expect(hrefs(group('Data Selection')).at(-1)).toBe('/workbench/selection/follow')
  })

  it('keyword lists join the solutions menu after "Keyword list", described like it', () => {
    const solutions = hrefs(header.solutionsMenu)
    const hot = solutions.indexOf('/workbench/keyword/hot')
    expect(solutions.slice(hot, hot + 4)).toEqual(['/workbench/keyword/hot', '/workbench/keyword/soar', '/workbench/keyword/high', '/workbench/keyword/chance'])
    expect(header.solutionsMenu[hot + 1]).toEqual({ label: 'Soaring keywords', href: '/workbench/keyword/soar', description: 'Search words growing fastest' })
  })

  it('keeps the six groups and every seeded link, adds each link once, and changes nothing it was given', () => {
    expect(header.dataMenu.map((entry) => entry.title)).toEqual(seeded.dataMenu.map((entry) => entry.title))
    const all = [...header.dataMenu.flatMap((entry) => entry.links), ...header.solutionsMenu].map((link) => link.href)
    for (const { href } of EXTRA_WORKBENCH_LINKS) expect(all.filter((entry) => entry === href), href).toHaveLength(1)
    expect(all.length).toBe([...seeded.dataMenu.flatMap((entry) => entry.links), ...seeded.solutionsMenu].length + EXTRA_WORKBENCH_LINKS.length)
    expect(fallbackSiteChrome('en').header).toEqual(seeded)
    expect(withSpecWorkbenchLinks(header, label)).toEqual(header)
  })

  it('leaves out a link an editor already put in a menu, and one whose section no menu has', () => {
    const edited = {
      ...seeded,
      dataMenu: [{ title: 'Mine', description: '', links: [{ label: 'Brands by industry', href: '/workbench/industry/brand?tab=1' }] }],
      solutionsMenu: [],
    }
    expect(withSpecWorkbenchLinks(edited, label)).toEqual(edited)
  })

  it('has a label (and a description) in every language', () => {
    for (const locale of ['zh', 'en', 'ru']) {
      const strings = JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as Record<string, unknown>
      for (const { key } of EXTRA_WORKBENCH_LINKS) {
        expect(lookup(strings, `${key}.label`), `${locale} ${key}`).toEqual(expect.any(String))
        expect(lookup(strings, `${key}.description`), `${locale} ${key}`).toEqual(expect.any(String))
      }
    }
  })
})
