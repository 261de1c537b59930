/** Official exchange rates for the profit calculator (src/server/calculator/exchange-rates.ts). */

/** A published rate: the day it is for and rubles per one yuan, a decimal string exactly as published. */
export type PublishedRate = { date: string; rubPerUnit: string }

export interface ExchangeRateProvider {
  readonly name: 'cbr' | 'local'
  /**
   * The rate in effect on `day` (YYYY-MM-DD, Moscow), or null when the provider has nothing to
   * add. Its `date` is the day the publisher gives, which may be earlier (weekends, holidays).
   * Throws ExchangeRateError when the source fails or answers something it cannot read.
   */
  rubPerCny(day: string): Promise<PublishedRate | null>
}

export class ExchangeRateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ExchangeRateError'
  }
}
