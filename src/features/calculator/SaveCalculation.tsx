import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { SmartLink } from '@/components/layout/SmartLink'
import { openLoginSheet } from '@/features/auth/auth-ui'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { CALCULATION_NAME_MAX, nameProblem, savedQuery } from '@/lib/calculator/saved'
import { showToast } from '@/lib/toast'

import styles from './Calculator.module.scss'
import type { CalculatorState } from './useCalculator'

/**
 * "Save this calculation" under the result: a signed-in seller names it (a name used again
 * replaces that one) and compares it with others on /account; a guest is asked to log in first
 * (the calculation stays on the page and in its URL meanwhile).
 */
export function SaveCalculation({ state }: { state: CalculatorState }) {
  const { t } = useTranslation('calculator')
  const loggedIn = useIsLoggedIn()
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [savedName, setSavedName] = useState<string | null>(null)

  if (!loggedIn) {
    return (
      <p className={styles.save}>
        <Button variant="secondary" small onClick={() => openLoginSheet()} data-auth-trigger="" data-testid="save-calculation-login">
          {t('save.login')}
        </Button>
      </p>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const problem = nameProblem(name)
    if (problem) return setError(t(`save.${problem}`, { max: CALCULATION_NAME_MAX }))
    if (!state.calculation) return setError(t('fixInputs'))
    setError(null)
    setBusy(true)
    try {
      // The shared client, loaded on demand as the page's other calls (its failure is a failed save).
      const api = await import('@/features/auth/api')
      try {
        const answer = await api.saveCalculation({ name: name.trim(), query: savedQuery(state.input, state.data.date) })
        showToast('success', answer.message || t('save.saved'))
        setSavedName(name.trim())
      } catch (failure) {
        setError(api.apiFailure(failure).message ?? t('save.failed'))
      }
    } catch {
      setError(t('save.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.save} onSubmit={(event) => void submit(event)} noValidate data-testid="save-calculation">
      <Field
        id={`${id}-name`}
        label={t('save.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value)
          setError(null)
        }}
        error={error}
        maxLength={CALCULATION_NAME_MAX + 20}
        placeholder={t('save.placeholder')}
        autoComplete="off"
      />
      <Button type="submit" small disabled={busy} data-testid="save-calculation-submit">
        {t('save.submit')}
      </Button>
      {savedName ? (
        <p className={styles.note} role="status">
          {t('save.done', { name: savedName })}{' '}
          <SmartLink href="/account#saved-calculations" workbenchBaseUrl="" testId="saved-calculations-link">
            {t('save.compare')}
          </SmartLink>
        </p>
      ) : null}
    </form>
  )
}
