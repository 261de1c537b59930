/**
 * The 3×3 prize grid: eight cells around the Draw button, the campaign's prizes first and
 * "thanks for taking part" (no prize) in the rest; where a draw's highlight lands, and the path
 * and timing of the highlight running round the ring. Pure, so a unit test reaches it.
 */

export const CELL_COUNT = 8

export type GridPrize = { id: string; name: string }
export type GridCell<P extends GridPrize = GridPrize> = { key: string; prize: P | null }

/** The eight cells: prizes in campaign order (at most eight), then no-prize cells. */
export function gridCells<P extends GridPrize>(prizes: readonly P[]): GridCell<P>[] {
  const cells: GridCell<P>[] = prizes.slice(0, CELL_COUNT).map((prize, index) => ({ key: `prize-${prize.id || index}`, prize }))
  for (let index = cells.length; index < CELL_COUNT; index += 1) cells.push({ key: `none-${index}`, prize: null })
  return cells
}

/**
 * Where the cells sit in the 3×3 grid (row, column; 1-based), in ring order clockwise from the
 * top left, so the highlight runs round the Draw button in the middle.
 */
export const RING_POSITIONS: readonly (readonly [row: number, column: number])[] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
]

/**
 * The cell a draw lands on: the won prize's (by id, else by name), else a no-prize cell
 * (`pick` chooses among several; the first by default). A prize missing from the grid (the
 * campaign changed since the page was built) lands on a no-prize cell too: the popup still says
 * what was won.
 */
export function landingCell(cells: readonly GridCell[], won: { id: string; name: string } | null, pick: (count: number) => number = () => 0): number {
  if (won) {
    const byId = cells.findIndex((cell) => cell.prize && cell.prize.id === won.id)
    if (byId >= 0) return byId
    const byName = cells.findIndex((cell) => cell.prize && cell.prize.name === won.name)
    if (byName >= 0) return byName
  }
  const empty = cells.flatMap((cell, index) => (cell.prize ? [] : [index]))
  if (empty.length === 0) return 0
  const chosen = Math.trunc(pick(empty.length))
  return empty[Math.min(Math.max(chosen, 0), empty.length - 1)]
}

/**
 * The cells the highlight visits after `from` (-1: none yet) to stop on `target`: `laps` whole
 * rounds, then on to the target. The last entry is always `target`.
 */
export function spinPath(from: number, target: number, laps = 2, count = CELL_COUNT): number[] {
  const start = from >= 0 && from < count ? from : -1
  const mod = (value: number) => ((value % count) + count) % count
  const steps = Math.max(0, laps) * count + mod(target - start) || count
  return Array.from({ length: steps }, (_, index) => mod(start + index + 1))
}

/**
 * How long each step of the highlight waits, quick at first and slowing down before it stops
 * (ease-out), in whole milliseconds adding up to `totalMs` (at most; a 3 s ceiling is the caller's).
 */
export function stepDelays(steps: number, totalMs: number): number[] {
  if (steps <= 0) return []
  // Weights grow quadratically towards the end: the last steps take longest.
  const weights = Array.from({ length: steps }, (_, index) => 1 + 3 * ((index + 1) / steps) ** 2)
  const sum = weights.reduce((total, weight) => total + weight, 0)
  return weights.map((weight) => Math.floor((weight / sum) * totalMs))
}
