import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { maskPhone } from '@/lib/auth/rules'

import styles from './AuthSheet.module.scss'
import { FormSubmit } from './fields'
import { useSubmitState } from './form-kit'
import type { PendingLogin } from './LoginSheet'

/**
 * The auth_success step (spec section 4): identity_auth passed. The sheet's title says so (and
 * takes the focus, as on every view switch); the seller goes on to account_select or the session.
 */
export function AuthSuccess({ onContinue }: { onContinue(): Promise<void> }) {
  const { t } = useTranslation('auth')
  const { busy, formError, run } = useSubmitState()
  return (
    <div className={styles.risk} data-testid="auth-success">
      <p className={styles.riskText}>{t('steps.authSuccessText')}</p>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button block className={styles.submit} onClick={() => void run(onContinue)} aria-disabled={busy || undefined} data-testid="auth-success-continue">
        {busy ? t('sheet.busy') : t('steps.continue')}
      </Button>
    </div>
  )
}

/**
 * The account_select step (spec section 4): a seller who is a sub-account of other sellers chooses
 * whose account this session works on, their own or a team's. `onChoose` starts the session; false
 * when it did not (a team removed meanwhile: the credential is kept and another choice works).
 */
export function AccountSelect({ pending, onChoose }: { pending: PendingLogin; onChoose(subAccountId: number | null): Promise<boolean | 'expired'> }) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [chosen, setChosen] = useState<number | null>(null)
  const { busy, formError, setFormError, run } = useSubmitState()
  const teams = pending.login.subAccount ?? []

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    void run(async () => {
      // 'expired': the login ran out meanwhile; the sheet goes back to the login form.
      if ((await onChoose(chosen)) === false) setFormError(t('steps.accountRefused'))
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="account-select">
      <fieldset className={styles.choices}>
        <legend className={styles.hint}>{t('steps.accountSelectText')}</legend>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-account`} checked={chosen === null} onChange={() => setChosen(null)} data-testid="account-own" />
          <span>{t('steps.ownAccount', { account: maskPhone(pending.login.mainAccount || pending.account) })}</span>
        </label>
        {teams.map((team) => (
          <label key={team.id} className={styles.choice}>
            <input type="radio" name={`${id}-account`} checked={chosen === team.id} onChange={() => setChosen(team.id)} data-testid={`account-team-${team.id}`} />
            <span>{team.label ? t('steps.teamAccountLabelled', { account: team.mainAccount, label: team.label }) : t('steps.teamAccount', { account: team.mainAccount })}</span>
          </label>
        ))}
      </fieldset>
      <FormSubmit busy={busy} error={formError} label={t('steps.enter')} />
    </form>
  )
}
