import { useTranslation } from 'next-i18next/pages'
import { memo, useEffect, useId, useState } from 'react'

import { type Change, tariffChanges } from '@/lib/calculator/diff'
import type { Scheme, Tariffs } from '@/lib/calculator/types'
import type { Locale } from '@/lib/i18n/locales'

import styles from './Calculator.module.scss'
import { formatRate } from './format'
import type { CalculatorState } from './useCalculator'

async function fetchVersion(id: number): Promise<Tariffs> {
  const { authClient, USER_API } = await import('@/features/auth/api')
  return (await authClient().get<{ data: Tariffs }>(`${USER_API}/calculator/version`, { params: { id } })).data.data
}

/**
 * Which tariffs the result uses ("as of DATE", demo or not), a day to calculate for (an earlier
 * or a scheduled version), the exchange rate and its age, and what changed against another version.
 */
type Props = Pick<CalculatorState, 'data' | 'date' | 'setDate' | 'loadingDate' | 'dateFailed'> & {
  locale: Locale
  /** The product "what changed" is about. */
  category: string
  scheme: string
  carrier: string | null
}

/** Memoized: typing in the form re-renders it only when the product's category, scheme or carrier changes. */
export const TariffBar = memo(function TariffBar({ data, date, setDate, loadingDate, dateFailed, locale, category, scheme, carrier }: Props) {
  const { t } = useTranslation('calculator')
  const id = useId()
  const tariffs = data.tariffs
  const [compareId, setCompareId] = useState<number | null>(null)
  const [loaded, setLoaded] = useState<Tariffs | null>(null)
  const [failedId, setFailedId] = useState<number | null>(null)

  useEffect(() => {
    if (compareId === null) return
    let current = true
    fetchVersion(compareId)
      .then((version) => current && setLoaded(version))
      .catch(() => current && setFailedId(compareId))
    return () => {
      current = false
    }
  }, [compareId])
  const other = loaded && loaded.id === compareId ? loaded : null
  const compareFailed = compareId !== null && failedId === compareId && !other

  const changes = tariffs && other ? tariffChanges(other.effectiveFrom < tariffs.effectiveFrom ? other : tariffs, other.effectiveFrom < tariffs.effectiveFrom ? tariffs : other, { category, scheme: scheme as Scheme, carrier }) : null
  const versionLabel = (version: { effectiveFrom: string; isDemo: boolean }) =>
    `${version.effectiveFrom}${version.effectiveFrom > data.today ? ` · ${t('tariffs.scheduled')}` : ''}${version.isDemo ? ` · ${t('tariffs.demo')}` : ''}`

  return (
    <div className={styles.tariffBar} data-testid="tariff-bar">
      <p className={styles.asOf}>
        {tariffs ? <span data-testid="tariffs-as-of">{t('tariffs.asOf', { date: tariffs.effectiveFrom })}</span> : <span role="alert">{t('noTariffs')}</span>}
        {tariffs?.isDemo ? (
          <span className={styles.demo} data-testid="tariffs-demo">
            {t('tariffs.demoBadge')}
          </span>
        ) : null}
        {loadingDate ? <span role="status"> {t('tariffs.loading')}</span> : null}
        {dateFailed ? <span role="alert"> {t('tariffs.loadFailed')}</span> : null}
      </p>
      <div className={styles.tariffControls}>
        <label htmlFor={`${id}-day`}>{t('tariffs.day')}</label>
        <input
          id={`${id}-day`}
          type="date"
          min="2000-01-01"
          max="2100-12-31"
          value={date ?? data.today}
          onChange={(event) => setDate(event.target.value && event.target.value !== data.today ? event.target.value : null)}
        />
        <label htmlFor={`${id}-version`}>{t('tariffs.version')}</label>
        <select id={`${id}-version`} value={tariffs?.effectiveFrom ?? ''} onChange={(event) => setDate(event.target.value === data.today ? null : event.target.value)}>
          {tariffs && !data.versions.some((version) => version.effectiveFrom === tariffs.effectiveFrom) ? <option value={tariffs.effectiveFrom}>{tariffs.effectiveFrom}</option> : null}
          {data.versions.map((version) => (
            <option key={version.id} value={version.effectiveFrom}>
              {versionLabel(version)}
            </option>
          ))}
        </select>
      </div>
      {data.rate ? (
        <p className={styles.rate} data-testid="exchange-rate" data-stale={data.rate.stale || undefined}>
          {t('rate.value', { rate: formatRate(data.rate.rubPerCny, locale), date: data.rate.date, source: t(`rate.source.${data.rate.source}`) })}
          {data.rate.stale ? (
            <strong role="alert" className={styles.stale}>
              {' '}
              {t('rate.stale', { date: data.rate.date })}
            </strong>
          ) : null}
        </p>
      ) : (
        <p role="alert">{t('noRate')}</p>
      )}
      {tariffs?.note ? <p className={styles.note}>{tariffs.note}</p> : null}
      {tariffs && data.versions.length > 1 ? (
        <details className={styles.changes}>
          <summary>{t('changes.title')}</summary>
          <label htmlFor={`${id}-compare`}>{t('changes.compareWith')}</label>{' '}
          <select id={`${id}-compare`} value={compareId ?? ''} onChange={(event) => setCompareId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('changes.choose')}</option>
            {data.versions
              .filter((version) => version.id !== tariffs.id)
              .map((version) => (
                <option key={version.id} value={version.id}>
                  {versionLabel(version)}
                </option>
              ))}
          </select>
          {compareFailed ? <p role="alert">{t('tariffs.loadFailed')}</p> : null}
          {changes ? <ChangeList changes={changes} /> : null}
        </details>
      ) : null}
    </div>
  )
})

function ChangeList({ changes }: { changes: Change[] }) {
  const { t } = useTranslation('calculator')
  if (!changes.length) return <p data-testid="tariff-changes">{t('changes.none')}</p>
  const value = (text: string | null) => text ?? t('changes.absent')
  return (
    <ul data-testid="tariff-changes">
      {changes.map((change, index) => (
        <li key={index}>
          {change.item === 'commission'
            ? t('changes.commission', { band: change.band.to === null ? t('changes.bandAbove', { from: change.band.from ?? '0' }) : t('changes.band', { from: change.band.from ?? '0', to: change.band.to }) })
            : change.item === 'acquiring'
              ? t('changes.acquiring')
              : t(`changes.${change.item}.${change.field}`)}
          : {value(change.before)} → {value(change.after)}
        </li>
      ))}
    </ul>
  )
}
