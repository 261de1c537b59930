import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'

import Link from '@/components/layout/Link'
import { Button } from '@/components/ui/Button'
import { ReadPending, useSellerRead } from '@/features/account/reads'
import * as api from '@/features/auth/api'
import { downloadBlob } from '@/features/mobile/save-image'
import { CALCULATOR_PATH } from '@/lib/calculator/paths'
import { MAX_COMPARED } from '@/lib/calculator/saved'
import type { CalculationSummary } from '@/lib/calculator/summary'
import { CsvNumber, toCsv } from '@/lib/csv'
import { type Locale, localizedPath, toLocale } from '@/lib/i18n/locales'
import { showToast } from '@/lib/toast'

import styles from './SavedCalculations.module.scss'
import { formatMoney, formatPercent, formatRate } from './format'

const readSaved = async () => (await api.listSavedCalculations()).data

type Saved = api.SavedCalculation
type Ok = Extract<CalculationSummary, { status: 'ok' }>

/** One row of the comparison: its label key and the cell of a calculation (text, as shown and exported). */
type Metric = { key: string; cell(summary: Ok): string }

/**
 * /account → "Saved calculations": the seller's named calculations (newest first), each opening
 * the calculator as it was saved; up to MAX_COMPARED of them side by side, and that comparison as
 * a CSV file. Loaded with the signed-in part of the page, on demand.
 */
export default function SavedCalculations() {
  const { t, i18n } = useTranslation('calculator')
  const locale = toLocale(i18n.language)
  const { data, error, isLoading, mutate } = useSellerRead('calculator/saved/list', readSaved)
  // null: the newest ones, until the seller picks.
  const [picked, setPicked] = useState<number[] | null>(null)

  // A link to /account#saved-calculations: the section is there only once the account has loaded.
  const loaded = Boolean(data)
  useEffect(() => {
    if (loaded && window.location.hash === '#saved-calculations') document.getElementById('saved-calculations')?.scrollIntoView()
  }, [loaded])

  if (!data) return <ReadPending failed={Boolean(error) && !isLoading} onRetry={() => void mutate()} />
  const chosen = picked ?? data.list.slice(0, MAX_COMPARED).map((saved) => saved.id)
  const compared = data.list.filter((saved) => chosen.includes(saved.id))

  const toggle = (id: number) => setPicked(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id])

  const remove = async (saved: Saved) => {
    if (!window.confirm(t('saved.confirmDelete', { name: saved.name }))) return
    try {
      const answer = await api.deleteSavedCalculation(saved.id)
      showToast('success', answer.message || t('saved.deleted'))
      setPicked(chosen.filter((id) => id !== saved.id))
    } catch (failure) {
      showToast('error', api.apiFailure(failure).message ?? t('save.failed'))
    }
    void mutate()
  }

  const rub = (value: string) => formatMoney(value, 'RUB', locale)
  // A reverse mode without an answer says so where its answer would be.
  const answer = (summary: Ok, mode: string, text: string) => (summary.impossible && summary.mode === mode ? t('saved.impossible') : text)
  const metrics: Metric[] = [
    { key: 'saved.tariffs', cell: (summary) => `${summary.date}${summary.isDemo ? ` (${t('tariffs.demo')})` : ''}` },
    { key: 'mode.legend', cell: (summary) => t(`mode.${summary.mode}`) },
    { key: 'field.scheme', cell: (summary) => t(`scheme.${summary.scheme}`) },
    { key: 'field.category', cell: (summary) => summary.category },
    { key: 'saved.carrier', cell: (summary) => (summary.carrier ? `${summary.carrier.name} · ${t(`level.${summary.carrier.level}`)}` : '—') },
    { key: 'field.priceRub', cell: (summary) => answer(summary, 'price', rub(summary.priceRub)) },
    { key: 'field.purchaseCny', cell: (summary) => answer(summary, 'purchase', formatMoney(summary.purchaseCny, 'CNY', locale)) },
    { key: 'line.revenue', cell: (summary) => rub(summary.revenueRub) },
    { key: 'result.profit', cell: (summary) => `${formatMoney(summary.profitCny, 'CNY', locale)} / ${rub(summary.profitRub)}` },
    { key: 'result.margin', cell: (summary) => formatPercent(summary.marginPercent, locale) },
    { key: 'result.roi', cell: (summary) => formatPercent(summary.roiPercent, locale) },
    { key: 'result.breakEven', cell: (summary) => (summary.breakEvenPriceRub ? rub(summary.breakEvenPriceRub) : t('result.noBreakEven')) },
    { key: 'saved.rate', cell: (summary) => formatRate(summary.rubPerCny, locale) },
  ]
  const cell = (saved: Saved, metric: Metric) => (saved.summary.status === 'ok' ? metric.cell(saved.summary) : t(`saved.${saved.summary.status}`))

  const exportCsv = () => {
    // One row per calculation (as spreadsheets sort and filter), numbers as numbers (the unit in
    // the header), the link to open it last.
    const unit = (key: string, currency: string) => `${t(key)}, ${currency}`
    const header = [
      t('saved.name'),
      t('saved.tariffs'),
      t('mode.legend'),
      t('field.scheme'),
      t('field.category'),
      t('saved.carrier'),
      unit('field.priceRub', 'RUB'),
      unit('field.purchaseCny', 'CNY'),
      unit('line.revenue', 'RUB'),
      unit('result.profit', 'RUB'),
      unit('result.profit', 'CNY'),
      unit('result.margin', '%'),
      unit('result.roi', '%'),
      unit('result.breakEven', 'RUB'),
      t('saved.rate'),
      t('saved.link'),
    ]
    const number = (value: string | null) => (value === null ? '' : new CsvNumber(value))
    const rows = compared.map((saved) => {
      const summary = saved.summary
      if (summary.status !== 'ok') return [saved.name, summary.date ?? '', t(`saved.${summary.status}`)]
      const found = (mode: string, value: string) => (summary.impossible && summary.mode === mode ? t('saved.impossible') : number(value))
      return [
        saved.name,
        summary.date,
        t(`mode.${summary.mode}`),
        t(`scheme.${summary.scheme}`),
        summary.category,
        summary.carrier ? `${summary.carrier.name} · ${t(`level.${summary.carrier.level}`)}` : '',
        found('price', summary.priceRub),
        found('purchase', summary.purchaseCny),
        number(summary.revenueRub),
        number(summary.profitRub),
        number(summary.profitCny),
        number(summary.marginPercent),
        number(summary.roiPercent),
        number(summary.breakEvenPriceRub),
        number(summary.rubPerCny),
        calculatorUrl(saved, locale),
      ]
    })
    downloadBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), `calculations-${new Date().toISOString().slice(0, 10)}.csv`)
  }

  if (data.list.length === 0) return <p data-testid="saved-calculations-empty">{t('saved.none')}</p>
  return (
    <div className={styles.saved} data-testid="saved-calculations">
      <p className={styles.hint}>{t('saved.pick', { max: MAX_COMPARED, count: data.list.length, limit: data.max })}</p>
      <ul className={styles.list}>
        {data.list.map((saved) => {
          const checked = chosen.includes(saved.id)
          return (
            <li key={saved.id} data-testid="saved-calculation">
              <label>
                <input type="checkbox" checked={checked} disabled={!checked && chosen.length >= MAX_COMPARED} onChange={() => toggle(saved.id)} />
                <span className={styles.name}>{saved.name}</span>
              </label>
              <Link href={calculatorHref(saved)} className={styles.open}>
                {t('saved.open')}
              </Link>
              <Button variant="secondary" small onClick={() => void remove(saved)}>
                {t('saved.delete')}
              </Button>
            </li>
          )
        })}
      </ul>
      {compared.length ? (
        <>
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="saved-comparison">
              <caption>{t('saved.comparison')}</caption>
              <thead>
                <tr>
                  <td />
                  {compared.map((saved) => (
                    <th key={saved.id} scope="col">
                      {saved.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {metrics.map((metric) => (
                  <tr key={metric.key} data-metric={metric.key}>
                    <th scope="row">{t(metric.key)}</th>
                    {compared.map((saved) => (
                      <td key={saved.id}>{cell(saved, metric)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button variant="secondary" small onClick={exportCsv} data-testid="saved-export">
            {t('saved.export')}
          </Button>
        </>
      ) : null}
    </div>
  )
}

/** The calculator as this calculation was saved (next/link adds the reader's language). */
const calculatorHref = (saved: Saved) => `${CALCULATOR_PATH}?${saved.query}`

/** The same, as a full address for the file. */
const calculatorUrl = (saved: Saved, locale: Locale) => `${window.location.origin}${localizedPath(calculatorHref(saved), locale)}`
