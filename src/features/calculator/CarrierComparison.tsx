import { useTranslation } from 'next-i18next/pages'

import type { Locale } from '@/lib/i18n/locales'

import styles from './Calculator.module.scss'
import { formatMoney, formatNumber } from './format'
import type { CalculatorState } from './useCalculator'

/** Every partner carrier and service level for this parcel: cheapest eligible first, the others with why not. */
export function CarrierComparison({ state, locale }: { state: CalculatorState; locale: Locale }) {
  const { t } = useTranslation('calculator')
  const carriers = state.calculation?.carriers
  if (!carriers) return null
  const chosen = state.calculation?.outcome.carrier?.rate.id
  return (
    <section className={styles.carriers} aria-labelledby="calculator-carriers">
      <h2 id="calculator-carriers">{t('carriers.title')}</h2>
      {carriers.length ? (
        <div className={styles.tableScroll}>
          <table data-testid="carrier-table">
            <thead>
              <tr>
                <th scope="col">{t('carriers.carrier')}</th>
                <th scope="col">{t('carriers.days')}</th>
                <th scope="col">{t('carriers.weight')}</th>
                <th scope="col">{t('carriers.cost')}</th>
                <th scope="col">{t('carriers.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {carriers.map((quote) => (
                <tr key={quote.rate.id} data-carrier={quote.rate.id} data-eligible={quote.reasons.length === 0} aria-current={quote.rate.id === chosen || undefined}>
                  <th scope="row">
                    {quote.rate.carrier} · {t(`level.${quote.rate.level}`)}
                  </th>
                  <td>{quote.rate.days ? t('carriers.daysValue', { days: quote.rate.days }) : '—'}</td>
                  <td>
                    {formatNumber(quote.weight.chargeableG, locale)} {t('unit.g')}
                    {quote.weight.applied === 'volumetric' ? <span className={styles.note}> ({t('carriers.volumetric')})</span> : null}
                  </td>
                  <td>
                    {formatMoney(quote.costRub, 'RUB', locale)}
                    {quote.rate.currency === 'CNY' ? <span className={styles.note}> ({formatMoney(quote.cost, 'CNY', locale)})</span> : null}
                  </td>
                  <td>
                    {quote.reasons.length ? (
                      <span className={styles.ineligible}>{quote.reasons.map((reason) => t(`ineligible.${reason.key}`, { limit: reason.key === 'scheme' ? reason.limit.toUpperCase() : formatNumber(reason.limit, locale) })).join(' ')}</span>
                    ) : quote.profitRub !== null ? (
                      formatMoney(quote.profitRub, 'RUB', locale)
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('carriers.noneForScheme')}</p>
      )}
    </section>
  )
}
