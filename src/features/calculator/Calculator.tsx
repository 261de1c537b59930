import { useTranslation } from 'next-i18next/pages'
import { memo, useId, useLayoutEffect, useRef } from 'react'

import { Field } from '@/components/ui/Field'
import type { Problem } from '@/lib/calculator/input'
import { MODES, PURCHASE_TARGETS, type RawInput, SCHEMES } from '@/lib/calculator/types'
import type { Locale } from '@/lib/i18n/locales'
import type { CalculatorData } from '@/lib/calculator/types'

import styles from './Calculator.module.scss'
import { CarrierComparison } from './CarrierComparison'
import { Results } from './Results'
import { TariffBar } from './TariffBar'
import { type CalculatorState, useCalculator } from './useCalculator'

type NumberField = Exclude<keyof RawInput, 'category' | 'scheme' | 'carrier' | 'mode' | 'purchaseTarget'>

/** The unit beside each number. */
const UNITS: Record<NumberField, string> = {
  purchaseCny: 'unit.cny',
  freightCny: 'unit.cny',
  otherCny: 'unit.cny',
  weightG: 'unit.g',
  lengthCm: 'unit.cm',
  widthCm: 'unit.cm',
  heightCm: 'unit.cm',
  priceRub: 'unit.rub',
  discountPercent: 'unit.percent',
  adsPercent: 'unit.percent',
  returnPercent: 'unit.percent',
  targetMarginPercent: 'unit.percent',
  targetProfitCny: 'unit.cny',
}

/**
 * The free profit calculator (/calculator, /m/calculator): inputs on one side, the result on the
 * other, the carriers below. Works before React runs (the page is rendered with the defaults'
 * result); what a visitor types before then is taken over as React hydrates the form.
 */
export function Calculator({ data, locale }: { data: CalculatorData; locale: Locale }) {
  const state = useCalculator(data)
  const { t } = useTranslation('calculator')
  const formId = useId()
  const form = useRef<HTMLFormElement>(null)

  // What a visitor typed or chose before React hydrated the form is in the controls, not in the
  // state: taken over at mount, before anything re-renders them with the defaults.
  useLayoutEffect(() => {
    const controls = form.current?.elements
    if (!controls) return
    for (const control of Array.from(controls)) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || !control.name) continue
      const field = control.name as keyof RawInput
      if (control instanceof HTMLInputElement && control.type === 'radio') {
        if (control.checked && control.value !== state.input[field]) state.set(field, control.value)
      } else if (control.value !== state.input[field]) state.set(field, control.value)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const problem = (field: keyof RawInput) => {
    const found: Problem | undefined = state.problems[field]
    return found ? t(`problem.${found.key}`, { limit: found.limit }) : null
  }
  const mode = state.input.mode

  const numberField = (field: NumberField, options: { hint?: string } = {}) => (
    <NumberInput id={`${formId}-${field}`} field={field} value={state.input[field]} error={problem(field)} hint={options.hint} onChange={state.set} />
  )

  const select = (field: 'category' | 'scheme' | 'carrier', options: Array<{ value: string; label: string }>) => (
    <div className={styles.selectField}>
      <label htmlFor={`${formId}-${field}`}>{t(`field.${field}`)}</label>
      <select
        id={`${formId}-${field}`}
        name={field}
        value={state.input[field]}
        onChange={(event) => state.set(field, event.target.value)}
        aria-invalid={problem(field) ? true : undefined}
        aria-describedby={problem(field) ? `${formId}-${field}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {problem(field) ? (
        <p id={`${formId}-${field}-error`} className={styles.error} role="alert">
          {problem(field)}
        </p>
      ) : null}
    </div>
  )

  const tariffs = state.data.tariffs
  return (
    <section className={styles.calculator} data-testid="calculator">
      <TariffBar
        data={state.data}
        date={state.date}
        setDate={state.setDate}
        loadingDate={state.loadingDate}
        dateFailed={state.dateFailed}
        locale={locale}
        category={state.input.category}
        scheme={state.input.scheme}
        carrier={state.calculation?.outcome.carrier?.rate.id ?? null}
      />
      <div className={styles.layout}>
        <form ref={form} className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t('formLabel')}>
          <fieldset className={styles.modes}>
            <legend>{t('mode.legend')}</legend>
            {MODES.map((value) => (
              <label key={value} className={styles.mode} data-active={mode === value || undefined}>
                <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => state.set('mode', value)} />
                <span>{t(`mode.${value}`)}</span>
              </label>
            ))}
          </fieldset>

          {mode !== 'profit' ? (
            <fieldset className={styles.group} data-testid="calculator-target">
              <legend>{t('group.target')}</legend>
              {mode === 'purchase' ? (
                <div className={styles.targets} role="radiogroup" aria-label={t('field.purchaseTarget')}>
                  {PURCHASE_TARGETS.map((value) => (
                    <label key={value}>
                      <input type="radio" name="purchaseTarget" value={value} checked={state.input.purchaseTarget === value} onChange={() => state.set('purchaseTarget', value)} />{' '}
                      {t(`purchaseTarget.${value}`)}
                    </label>
                  ))}
                </div>
              ) : null}
              {mode === 'purchase' && state.input.purchaseTarget === 'profit' ? numberField('targetProfitCny') : numberField('targetMarginPercent')}
            </fieldset>
          ) : null}

          <fieldset className={styles.group}>
            <legend>{t('group.product')}</legend>
            <div className={styles.row}>
              {mode !== 'purchase' ? numberField('purchaseCny') : null}
              {numberField('freightCny')}
              {numberField('otherCny', { hint: t('hint.otherCny') })}
            </div>
            <div className={styles.row}>
              {numberField('weightG')}
              {numberField('lengthCm')}
              {numberField('widthCm')}
              {numberField('heightCm')}
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend>{t('group.ozon')}</legend>
            <div className={styles.row}>
              {select('category', (tariffs?.categories ?? []).map((category) => ({ value: category.code, label: category.name })))}
              {select('scheme', SCHEMES.map((value) => ({ value, label: t(`scheme.${value}`) })))}
            </div>
            {select('carrier', [
              { value: '', label: t('carrier.cheapest') },
              ...(tariffs?.carriers ?? [])
                .filter((rate) => rate.schemes.includes(state.input.scheme as never))
                .map((rate) => ({ value: rate.id, label: `${rate.carrier} · ${t(`level.${rate.level}`)}` })),
            ])}
            <div className={styles.row}>
              {mode !== 'price' ? numberField('priceRub') : null}
              {numberField('discountPercent', { hint: t('hint.discountPercent') })}
              {numberField('adsPercent')}
              {numberField('returnPercent')}
            </div>
          </fieldset>
        </form>
        <Results state={state} locale={locale} />
      </div>
      <CarrierComparison state={state} locale={locale} />
    </section>
  )
}

type NumberInputProps = { id: string; field: NumberField; value: string; error: string | null; hint?: string; onChange(field: NumberField, value: string): void }

/** One number field with its unit; memoized, so a keystroke re-renders only the field it changes. */
const NumberInput = memo(function NumberInput({ id, field, value, error, hint, onChange }: NumberInputProps) {
  const { t } = useTranslation('calculator')
  return (
    <Field
      id={id}
      name={field}
      label={t(`field.${field}`)}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(field, event.target.value)}
      error={error}
      hint={hint}
      addon={<span className={styles.unit}>{t(UNITS[field])}</span>}
    />
  )
})

export type { CalculatorState }
