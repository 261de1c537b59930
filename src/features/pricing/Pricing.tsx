import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import Link from '@/components/layout/Link'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import type { Locale } from '@/lib/i18n/locales'
import { CURRENCIES, type Currency, defaultCurrency, formatPrice, PAID_PERIODS, PAID_TIERS, type PaidPeriod, periodOffer, priceIn } from '@/lib/pricing/offer'
import { METHODOLOGY_PATH } from '@/lib/rankings/catalog'
import type { PricingData, TierView } from '@/server/pages/pricing'

import styles from './Pricing.module.scss'
import { registerForTrial, TrialOffer } from './TrialOffer'

type Props = { data: PricingData; locale: Locale; path: string; workbenchBaseUrl: string }

/** Plans and prices: the trial, a card per tier for the chosen period and currency, the comparison table and the FAQ. */
export function Pricing({ data, locale, path, workbenchBaseUrl }: Props) {
  const { t } = useTranslation('pricing')
  const [period, setPeriod] = useState<PaidPeriod>('month')
  const [currency, setCurrency] = useState<Currency>(defaultCurrency(locale))

  return (
    <div className={styles.pricing}>
      {data.isDemo ? (
        <p className={styles.demo} data-testid="pricing-demo">
          {t('demo')}
        </p>
      ) : null}
      <TrialOffer days={data.trialDays} path={path} workbenchBaseUrl={workbenchBaseUrl} locale={locale} />

      <section aria-labelledby="pricing-plans">
        <h2 id="pricing-plans" className={styles.sectionTitle}>
          {t('plansTitle')}
        </h2>
        <div className={styles.switches}>
          <Choice<PaidPeriod> label={t('periodLabel')} name="period" values={PAID_PERIODS} value={period} onChange={setPeriod} text={(value) => t(`periods.${value}`)} />
          <Choice<Currency> label={t('currencyLabel')} name="currency" values={CURRENCIES} value={currency} onChange={setCurrency} text={(value) => t(`currencies.${value}`)} />
        </div>
        <div className={styles.cards}>
          {data.tiers.map((tier) => (
            <PlanCard key={tier.tier} tier={tier} period={period} currency={currency} locale={locale} trialDays={data.trialDays} path={path} workbenchBaseUrl={workbenchBaseUrl} />
          ))}
        </div>
        <p className={styles.methodology}>
          <Link href={METHODOLOGY_PATH}>{t('methodologyLink')}</Link>
        </p>
      </section>

      {data.features.length ? <Comparison data={data} /> : null}
      {data.faq.length ? (
        <section aria-labelledby="pricing-faq" className={styles.faq}>
          <h2 id="pricing-faq" className={styles.sectionTitle}>
            {t('faqTitle')}
          </h2>
          {data.faq.map((entry, index) => (
            <details key={index} data-testid="pricing-faq">
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </div>
  )
}

/** A row of radio buttons drawn as a segmented switch. */
function Choice<T extends string>({ label, name, values, value, onChange, text }: { label: string; name: string; values: readonly T[]; value: T; onChange(value: T): void; text(value: T): string }) {
  return (
    <fieldset className={styles.choice} data-testid={`pricing-${name}`}>
      <legend>{label}</legend>
      {values.map((option) => (
        // A choice made before React runs is held and replayed by the boot script (public/runtime-boot.js).
        <label key={option} data-active={option === value || undefined} data-needs-runtime="">
          <input type="radio" name={`pricing-${name}`} value={option} checked={option === value} onChange={() => onChange(option)} />
          <span>{text(option)}</span>
        </label>
      ))}
    </fieldset>
  )
}

type CardProps = { tier: TierView; period: PaidPeriod; currency: Currency; locale: Locale; trialDays: number; path: string; workbenchBaseUrl: string }

function PlanCard({ tier, period, currency, locale, trialDays, path, workbenchBaseUrl }: CardProps) {
  const { t } = useTranslation('pricing')
  const { t: tAccount } = useTranslation('account')
  const loggedIn = useIsLoggedIn()
  const price = priceIn(tier.prices[period], currency)
  const offer = periodOffer(priceIn(tier.prices.month, currency), price, period)
  const renewal = priceIn(tier.prices.renewal, currency)
  const name = tAccount(`plans.tiers.${tier.tier}`)
  return (
    <article className={styles.card} data-recommended={tier.recommended || undefined} data-testid="pricing-card" data-tier={tier.tier} aria-label={name}>
      {tier.recommended ? <span className={styles.badge}>{t('recommended')}</span> : null}
      <h3>{name}</h3>
      {tier.tagline ? <p className={styles.tagline}>{tier.tagline}</p> : null}
      {price === null ? (
        <p className={styles.notSold}>{t('notSold')}</p>
      ) : (
        <>
          <p className={styles.price} data-testid="pricing-price">
            <strong>{formatPrice(price, currency, locale)}</strong> <span>{t(`per.${period}`)}</span>
          </p>
          <p className={styles.perMonth}>
            {period !== 'month' && offer.perMonth !== null ? t('perMonth', { price: formatPrice(Math.round(offer.perMonth), currency, locale) }) : null}
            {offer.savingPercent ? (
              <span className={styles.saving} data-testid="pricing-saving">
                {t('save', { percent: offer.savingPercent })}
              </span>
            ) : null}
          </p>
        </>
      )}
      {renewal !== null ? <p className={styles.renewal}>{t('renewal', { price: formatPrice(renewal, currency, locale) })}</p> : null}
      <div className={styles.cardAction}>
        {loggedIn ? (
          <SmartLink href="/workbench/dashboard" workbenchBaseUrl={workbenchBaseUrl} className={buttonClass({ variant: tier.recommended ? 'primary' : 'secondary', block: true })}>
            {t('trial.buy')}
          </SmartLink>
        ) : (
          <button type="button" className={buttonClass({ variant: tier.recommended ? 'primary' : 'secondary', block: true })} onClick={() => registerForTrial(path)} data-auth-trigger="">
            {trialDays > 0 ? t('trial.start') : t('trial.register')}
          </button>
        )}
      </div>
    </article>
  )
}

/** What each tier includes: a tick, a limit, or a dash (each with words for screen readers). */
function Comparison({ data }: { data: PricingData }) {
  const { t } = useTranslation('pricing')
  const { t: tAccount } = useTranslation('account')
  return (
    // The scrolling box below is the landmark named by this heading (one landmark, not two).
    <section>
      <h2 id="pricing-compare" className={styles.sectionTitle}>
        {t('compareTitle')}
      </h2>
      {/* Scrolls sideways on narrow screens: a keyboard reaches it too. */}
      <div className={styles.tableScroll} role="region" aria-labelledby="pricing-compare" tabIndex={0}>
        <table className={styles.table} data-testid="pricing-compare">
          <thead>
            <tr>
              <th scope="col">{t('feature')}</th>
              {PAID_TIERS.map((tier) => (
                <th key={tier} scope="col">
                  {tAccount(`plans.tiers.${tier}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.features.map((row, index) => (
              // Rows are the editors' list: two may read the same.
              <tr key={index}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, column) => (
                  <td key={PAID_TIERS[column]} data-included={cell.included || undefined}>
                    {cell.note ? (
                      cell.note
                    ) : (
                      <>
                        <span aria-hidden="true">{cell.included ? '✓' : '—'}</span>
                        <span className={styles.srOnly}>{cell.included ? t('included') : t('notIncluded')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
