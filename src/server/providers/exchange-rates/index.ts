/**
 * Which exchange-rate provider this process uses: EXCHANGE_RATES_PROVIDER=cbr fetches the Central
 * Bank of Russia's daily rates; local (the default) adds nothing and the stored rates are served.
 */
import { cbrConfigFromEnv, createCbrProvider } from './cbr'
import { localExchangeRates } from './local'
import type { ExchangeRateProvider } from './types'

type Env = Record<string, string | undefined>

/** Throws on a value it does not know, so a typo stops the server (startup-check.ts) instead of silently serving old rates. */
export function exchangeRateProviderFromEnv(env: Env = process.env): ExchangeRateProvider {
  const choice = env.EXCHANGE_RATES_PROVIDER?.trim() || 'local'
  if (choice === 'local') return localExchangeRates
  if (choice === 'cbr') return createCbrProvider(cbrConfigFromEnv(env))
  throw new Error(`EXCHANGE_RATES_PROVIDER must be cbr or local, not ${JSON.stringify(choice)}`)
}
