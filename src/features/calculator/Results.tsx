import { useTranslation } from 'next-i18next/pages'

import { Button } from '@/components/ui/Button'
import { LINES } from '@/lib/calculator/calculate'
import { copyWithNotice } from '@/lib/clipboard'
import type { Locale } from '@/lib/i18n/locales'

import styles from './Calculator.module.scss'
import { formatMoney, formatNumber, formatPercent, formatRate } from './format'
import { SaveCalculation } from './SaveCalculation'
import type { CalculatorState } from './useCalculator'

/** Lines subtracted from the revenue (shown with a minus). */
const COSTS = new Set<string>(LINES.filter((line) => line !== 'revenue'))

/** The result of the inputs: the answer of the mode, profit, margin, ROI, every line, the weight charged. */
export function Results({ state, locale }: { state: CalculatorState; locale: Locale }) {
  const { t } = useTranslation('calculator')
  const { t: tc } = useTranslation('common')
  const { calculation, input, data } = state
  if (!data.tariffs || !data.rate) {
    return (
      <aside className={styles.results} aria-live="polite">
        <p role="alert">{data.tariffs ? t('noRate') : t('noTariffs')}</p>
      </aside>
    )
  }
  if (!calculation) {
    return (
      <aside className={styles.results} aria-live="polite" data-testid="calculator-results">
        <p>{t('fixInputs')}</p>
      </aside>
    )
  }
  const { outcome, breakEvenPriceRub, impossible } = calculation
  const rub = (value: string) => formatMoney(value, 'RUB', locale)
  const cny = (value: string) => formatMoney(value, 'CNY', locale)
  const losing = outcome.profitRub.startsWith('-')
  const carrier = outcome.carrier
  return (
    <aside className={styles.results} aria-live="polite" data-testid="calculator-results">
      {input.mode !== 'profit' ? (
        <div className={styles.answer} data-testid="calculator-answer">
          {impossible ? (
            <p role="alert">{t(`answer.${input.mode}Impossible`)}</p>
          ) : input.mode === 'price' ? (
            <>
              <p>{t('answer.price', { margin: formatNumber(input.targetMarginPercent || '0', locale) })}</p>
              <strong data-testid="answer-value">{rub(outcome.priceRub)}</strong>
            </>
          ) : (
            <>
              <p>{input.purchaseTarget === 'profit' ? t('answer.purchaseProfit', { profit: cny(input.targetProfitCny || '0') }) : t('answer.purchaseMargin', { margin: formatNumber(input.targetMarginPercent || '0', locale) })}</p>
              <strong data-testid="answer-value">{cny(outcome.purchaseCny)}</strong>
            </>
          )}
        </div>
      ) : null}
      <dl className={styles.headline} data-losing={losing || undefined}>
        <div>
          <dt>{t('result.profit')}</dt>
          <dd data-testid="profit-cny">{cny(outcome.profitCny)}</dd>
          <dd className={styles.secondary} data-testid="profit-rub">
            {rub(outcome.profitRub)}
          </dd>
        </div>
        <div>
          <dt>{t('result.margin')}</dt>
          <dd data-testid="margin">{formatPercent(outcome.marginPercent, locale)}</dd>
        </div>
        <div>
          <dt>{t('result.roi')}</dt>
          <dd data-testid="roi">{formatPercent(outcome.roiPercent, locale)}</dd>
        </div>
        <div>
          <dt>{t('result.breakEven')}</dt>
          <dd data-testid="break-even">{breakEvenPriceRub ? rub(breakEvenPriceRub) : t('result.noBreakEven')}</dd>
        </div>
      </dl>
      <table className={styles.lines} data-testid="calculator-lines">
        <caption>{t('result.perUnit')}</caption>
        <tbody>
          {LINES.map((line) => (
            <tr key={line} data-line={line}>
              <th scope="row">
                {t(`line.${line}`)}
                {line === 'commission' ? <span className={styles.note}> ({formatPercent(outcome.commissionPercent, locale)})</span> : null}
              </th>
              <td>{COSTS.has(line) && outcome.lines[line] !== '0' ? `−${rub(outcome.lines[line])}` : rub(outcome.lines[line])}</td>
            </tr>
          ))}
          <tr className={styles.total}>
            <th scope="row">{t('result.profit')}</th>
            <td>{rub(outcome.profitRub)}</td>
          </tr>
        </tbody>
      </table>
      {carrier ? (
        <p className={styles.note} data-testid="calculator-weight">
          {t('result.carrier', { carrier: `${carrier.rate.carrier} · ${t(`level.${carrier.rate.level}`)}` })}{' '}
          {t(`weight.${carrier.weight.applied}`, {
            actual: formatNumber(carrier.weight.actualG, locale),
            volumetric: formatNumber(carrier.weight.volumetricG ?? 0, locale),
            chargeable: formatNumber(carrier.weight.chargeableG, locale),
          })}
          {carrier.reasons.length ? <span role="alert"> {t('carrier.chosenIneligible')}</span> : null}
        </p>
      ) : (
        <p role="alert" className={styles.note}>
          {t('carrier.none')}
        </p>
      )}
      <p className={styles.note}>{t('result.rounding', { rate: formatRate(data.rate.rubPerCny, locale) })}</p>
      <Button variant="secondary" small onClick={() => void copyWithNotice(state.shareUrl(), tc)} data-testid="copy-calculation-link">
        {t('result.copyLink')}
      </Button>
      <SaveCalculation state={state} />
    </aside>
  )
}
