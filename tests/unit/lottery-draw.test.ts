import { describe, expect, it } from 'vitest'

import { drawPrize, type RandomBelow } from '@/server/lottery/draw'

/** A seeded generator (mulberry32): the same draws on every run. */
function seeded(seed: number): RandomBelow {
  let state = seed >>> 0
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296
    return Math.floor(unit * max)
  }
}

describe('the lottery draw', () => {
  const prizes = [
    { id: 'vip7', weight: 50, stock: 1_000_000 },
    { id: 'coupon', weight: 150, stock: 1_000_000 },
    { id: 'phone', weight: 1, stock: 1_000_000 },
  ]

  it('follows the weights over 100 000 draws (within 3 standard deviations)', () => {
    const random = seeded(20261124)
    const draws = 100_000
    const counts = new Map<string | null, number>()
    for (let index = 0; index < draws; index++) {
      const won = drawPrize(prizes, 799, random)
      counts.set(won, (counts.get(won) ?? 0) + 1)
    }
    const total = 1000
    for (const [id, weight] of [['vip7', 50], ['coupon', 150], ['phone', 1], [null, 799]] as const) {
      const p = weight / total
      const sd = Math.sqrt(draws * p * (1 - p))
      expect(Math.abs((counts.get(id) ?? 0) - draws * p), String(id)).toBeLessThan(3 * sd + 1)
    }
  })

  it('never gives a prize out of stock: its share goes to "no prize"', () => {
    const random = seeded(7)
    const limited = [{ id: 'a', weight: 1, stock: 0 }, { id: 'b', weight: 1, stock: 5 }]
    const results = Array.from({ length: 10_000 }, () => drawPrize(limited, 0, random))
    expect(results).not.toContain('a')
    const b = results.filter((id) => id === 'b').length
    // About half: b keeps its own odds, a's half becomes "no prize".
    expect(b).toBeGreaterThan(4700)
    expect(b).toBeLessThan(5300)
  })

  it('gives nothing when nothing has a weight, and refuses a bad weight', () => {
    expect(drawPrize([], 0)).toBeNull()
    expect(drawPrize([{ id: 1, weight: 0, stock: 3 }], 0)).toBeNull()
    expect(() => drawPrize([{ id: 1, weight: -1, stock: 3 }], 1)).toThrow(RangeError)
    expect(() => drawPrize([{ id: 1, weight: 0.5, stock: 3 }], 1)).toThrow(RangeError)
    expect(() => drawPrize([], Number.NaN)).toThrow(RangeError)
  })

  it('uses the CSPRNG by default, always within the prizes', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => drawPrize(prizes, 799)))
    for (const id of ids) expect([...prizes.map((prize) => prize.id), null]).toContain(id)
    expect(ids.has(null)).toBe(true)
  })
})
