/**
 * The lottery's draw (issue 16), decided on the server: one weighted pick among the prizes still
 * in stock and "no prize". Pure, so its odds are tested over many draws; the caller spends the
 * chance and takes the prize's stock in one transaction (a prize whose stock ran out meanwhile
 * becomes "no prize", never an oversold one).
 */
import { randomInt } from 'node:crypto'

export type DrawPrize<Id> = {
  id: Id
  /** Relative weight (a whole number ≥ 0): with the others' and the no-prize weight, the odds. */
  weight: number
  /** Left to give; 0 takes the prize out of the draw. */
  stock: number
}

/** A whole number in [0, max): the CSPRNG in production, a seeded generator in tests. */
export type RandomBelow = (max: number) => number

export const cryptoRandomBelow: RandomBelow = (max) => randomInt(max)

/**
 * Picks a prize, or null for "no prize". A prize out of stock keeps its weight on the "no prize"
 * side, so what the others' odds say stays true as prizes run out.
 */
export function drawPrize<Id>(prizes: readonly DrawPrize<Id>[], noPrizeWeight: number, randomBelow: RandomBelow = cryptoRandomBelow): Id | null {
  for (const prize of prizes) {
    if (!Number.isSafeInteger(prize.weight) || prize.weight < 0) throw new RangeError(`prize weight must be a whole number ≥ 0 (${prize.weight})`)
  }
  if (!Number.isSafeInteger(noPrizeWeight) || noPrizeWeight < 0) throw new RangeError(`no-prize weight must be a whole number ≥ 0 (${noPrizeWeight})`)
  const total = prizes.reduce((sum, prize) => sum + prize.weight, noPrizeWeight)
  if (total === 0) return null
  let ticket = randomBelow(total)
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize.stock > 0 ? prize.id : null
    ticket -= prize.weight
  }
  return null
}
