import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { COVER_HEIGHT, COVER_WIDTH, type CoverKind, coverSvg, seededRandom } from '@cms/seed/covers'

const KINDS: CoverKind[] = ['online-course', 'operate', 'ecommerce-intro', 'electricity', 'report', 'industry-news', 'novice-guide', 'resource', 'release-record', 'lesson']

describe('seeded covers', () => {
  it('draw the same cover for the same document every time', () => {
    expect(coverSvg('operate', 'article-a')).toBe(coverSvg('operate', 'article-a'))
    const first = seededRandom('x')
    const second = seededRandom('x')
    expect([first(), first(), first()]).toEqual([second(), second(), second()])
  })

  it('give every document of a section its own cover, and every section its own motif', () => {
    const inOneSection = new Set(Array.from({ length: 20 }, (_, index) => coverSvg('report', `article-${index}`)))
    expect(inOneSection.size).toBe(20)
    const acrossSections = new Set(KINDS.filter((kind) => kind !== 'lesson').map((kind) => coverSvg(kind, 'same-key')))
    expect(acrossSections.size).toBe(9)
  })

  it('render to an image of the cover size', async () => {
    for (const kind of KINDS) {
      const meta = await sharp(Buffer.from(coverSvg(kind, 'k'))).metadata()
      expect([meta.width, meta.height]).toEqual([COVER_WIDTH, COVER_HEIGHT])
    }
  })
})
