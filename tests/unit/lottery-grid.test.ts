import { describe, expect, it } from 'vitest'

import { CELL_COUNT, gridCells, landingCell, RING_POSITIONS, spinPath, stepDelays } from '@/features/lottery/grid'

const prizes = [
  { id: 'a', name: 'VIP 7 days' },
  { id: 'b', name: 'Coupon' },
  { id: 'c', name: 'Mug' },
]

describe('the lottery grid', () => {
  it('has eight cells: the prizes first, then no-prize cells', () => {
    const cells = gridCells(prizes)
    expect(cells).toHaveLength(CELL_COUNT)
    expect(cells.slice(0, 3).map((cell) => cell.prize?.id)).toEqual(['a', 'b', 'c'])
    expect(cells.slice(3).every((cell) => cell.prize === null)).toBe(true)
    expect(new Set(cells.map((cell) => cell.key)).size).toBe(CELL_COUNT)
  })

  it('keeps at most eight prizes and fills an empty campaign with no-prize cells', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, name: `P${index}` }))
    expect(gridCells(many).map((cell) => cell.prize?.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'])
    expect(gridCells([]).every((cell) => cell.prize === null)).toBe(true)
  })

  it('places the eight cells round the centre, each grid place once', () => {
    expect(RING_POSITIONS).toHaveLength(CELL_COUNT)
    const places = RING_POSITIONS.map(([row, column]) => `${row},${column}`)
    expect(new Set(places).size).toBe(CELL_COUNT)
    expect(places).not.toContain('2,2')
    // Neighbours in ring order touch (the highlight moves one step at a time).
    RING_POSITIONS.forEach(([row, column], index) => {
      const [nextRow, nextColumn] = RING_POSITIONS[(index + 1) % CELL_COUNT]
      expect(Math.abs(nextRow - row) + Math.abs(nextColumn - column)).toBe(1)
    })
  })

  it('lands on the won prize by id, else by name, else on a no-prize cell', () => {
    const cells = gridCells(prizes)
    expect(landingCell(cells, { id: 'b', name: 'whatever' })).toBe(1)
    expect(landingCell(cells, { id: 'gone', name: 'Mug' })).toBe(2)
    expect(landingCell(cells, { id: 'gone', name: 'gone' })).toBe(3)
    expect(landingCell(cells, null)).toBe(3)
    expect(landingCell(cells, null, (count) => count - 1)).toBe(7)
    // A chooser out of range stays on a no-prize cell.
    expect(cells[landingCell(cells, null, () => 99)].prize).toBeNull()
    expect(cells[landingCell(cells, null, () => -3)].prize).toBeNull()
  })

  it('runs whole laps and stops on the target', () => {
    for (const from of [-1, 0, 3, 7]) {
      for (let target = 0; target < CELL_COUNT; target += 1) {
        const path = spinPath(from, target, 2)
        expect(path.at(-1)).toBe(target)
        expect(path.length).toBeGreaterThanOrEqual(2 * CELL_COUNT)
        expect(path.length).toBeLessThan(3 * CELL_COUNT + 1)
        // One step at a time round the ring.
        const first = from < 0 ? 0 : (from + 1) % CELL_COUNT
        expect(path[0]).toBe(first)
        path.slice(1).forEach((cell, index) => expect(cell).toBe((path[index] + 1) % CELL_COUNT))
      }
    }
  })

  it('moves even without laps (a whole round when already on the target)', () => {
    expect(spinPath(4, 4, 0)).toEqual([5, 6, 7, 0, 1, 2, 3, 4])
    expect(spinPath(2, 5, 0)).toEqual([3, 4, 5])
  })

  it('slows down towards the end and stays within the time given', () => {
    const delays = stepDelays(20, 2400)
    expect(delays).toHaveLength(20)
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(2400)
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(2300)
    delays.slice(1).forEach((delay, index) => expect(delay).toBeGreaterThanOrEqual(delays[index]))
    expect(delays[19]).toBeGreaterThan(delays[0] * 2)
    expect(stepDelays(0, 1000)).toEqual([])
  })
})
