import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import * as api from '@/features/auth/api'
import { Field, FormSubmit, PhoneField } from '@/features/auth/fields'
import { useFieldErrors, useSubmitState } from '@/features/auth/form-kit'
import { checkPhoneNumber, usePhoneCountry } from '@/features/auth/phone'
import { showToast } from '@/lib/toast'
import type { SubAccountChoice } from '@/stores/user'

import styles from './Account.module.scss'
import { ReadPending, useSellerRead } from './reads'

const readSubAccounts = async () => (await api.listSubAccounts()).data

/** A team's main account with its label, as the page says it. */
function useTeamName() {
  const { t } = useTranslation('account')
  return (team: SubAccountChoice) => (team.label ? t('subAccounts.teamLabelled', { account: team.mainAccount, label: team.label }) : team.mainAccount)
}

/**
 * /account's sub-accounts: the team members this seller invited (each another registered seller,
 * who once they accept may log in acting for this account: login's account_select), the form to
 * invite one, the invitations waiting for this seller, and the teams this seller is in (with Leave).
 * Acting for a team, the page says so instead.
 */
export function SubAccounts({ acting }: { acting: SubAccountChoice | null }) {
  const { t } = useTranslation('account')
  const teamName = useTeamName()
  if (acting) {
    return (
      <section className={styles.card} aria-labelledby="sub-accounts-title" data-testid="acting-as-team">
        <h2 id="sub-accounts-title">{t('subAccounts.title')}</h2>
        <p>{t('subAccounts.acting', { team: teamName(acting) })}</p>
        <p className={styles.hint}>{t('subAccounts.actingHint')}</p>
      </section>
    )
  }
  return <OwnSubAccounts />
}

function OwnSubAccounts() {
  const { t } = useTranslation('account')
  const teamName = useTeamName()
  const { data, error, isLoading, mutate } = useSellerRead('user/subAccounts', readSubAccounts)
  const reload = () => void mutate()

  const remove = async (member: api.SubAccounts['members'][number]) => {
    if (!window.confirm(t('subAccounts.confirmRemove', { account: member.account }))) return
    try {
      const answer = await api.removeSubAccount(member.id)
      showToast('success', answer.message || t('subAccounts.removed'))
    } catch (failure) {
      showToast('error', api.apiFailure(failure).message ?? t('requestFailed'))
    }
    reload()
  }

  /** Accepts an invitation, or (after a confirmation for a team) declines it or leaves the team. */
  const answer = async (call: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const result = await call()
      showToast('success', result.message || fallback)
    } catch (failure) {
      showToast('error', api.apiFailure(failure).message ?? t('requestFailed'))
    }
    reload()
  }
  const leave = (team: SubAccountChoice) => {
    if (!window.confirm(t('subAccounts.confirmLeave', { team: teamName(team) }))) return
    void answer(() => api.leaveSubAccount(team.id), t('subAccounts.leave'))
  }

  if (!data) return <ReadPending failed={Boolean(error) && !isLoading} onRetry={reload} />
  return (
    <section className={styles.card} aria-labelledby="sub-accounts-title" data-testid="sub-accounts">
      <h2 id="sub-accounts-title">{t('subAccounts.title')}</h2>
      <p className={styles.hint}>{t('subAccounts.intro', { max: data.max })}</p>
      {data.members.length === 0 ? (
        <p>{t('subAccounts.none')}</p>
      ) : (
        <ul className={styles.shops}>
          {data.members.map((member) => (
            <li key={member.id} data-testid="sub-account">
              <div>
                <strong>{member.account}</strong>
                {member.label ? <span className={styles.hint}> · {member.label}</span> : null}
                {member.pending ? <span className={styles.hint}> · {t('subAccounts.pending')}</span> : null}
              </div>
              <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => void remove(member)}>
                {t('subAccounts.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {data.members.length < data.max ? <AddSubAccount onAdded={reload} /> : <p className={styles.hint}>{t('subAccounts.full', { max: data.max })}</p>}
      {data.invitations.length ? (
        <>
          <h3>{t('subAccounts.invitationsTitle')}</h3>
          <p className={styles.hint}>{t('subAccounts.invitationsHint')}</p>
          <ul className={styles.shops} data-testid="sub-account-invitations">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} data-testid="sub-account-invitation">
                <div>
                  <strong>{teamName(invitation)}</strong>
                </div>
                <button type="button" className={buttonClass()} onClick={() => void answer(() => api.acceptSubAccount(invitation.id), t('subAccounts.accept'))}>
                  {t('subAccounts.accept')}
                </button>
                <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => void answer(() => api.leaveSubAccount(invitation.id), t('subAccounts.decline'))}>
                  {t('subAccounts.decline')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.teams.length ? (
        <>
          <h3>{t('subAccounts.teamsTitle')}</h3>
          <ul className={styles.shops} data-testid="sub-account-teams">
            {data.teams.map((team) => (
              <li key={team.id}>
                <div>{teamName(team)}</div>
                <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => leave(team)}>
                  {t('subAccounts.leave')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

function AddSubAccount({ onAdded }: { onAdded(): void }) {
  const { t } = useTranslation('account')
  const id = useId()
  const [phone, setPhone] = useState('')
  const [country, setCountry] = usePhoneCountry()
  const [label, setLabel] = useState('')
  const phoneRef = useRef<HTMLInputElement>(null)
  const { errors, edit, show } = useFieldErrors<'phone'>()
  const { busy, formError, run } = useSubmitState()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // The phone check may load the phone library: inside run(), so the form is busy meanwhile.
    void run(async () => {
      const checked = await checkPhoneNumber(phone, country)
      show({ phone: checked.error }, { phone: phoneRef })
      if (checked.error !== null) return
      // An unregistered phone is refused with "ask them to register first" (shown as the form's error).
      const answer = await api.addSubAccount(checked.value, label.trim())
      showToast('success', answer.message || t('subAccounts.added'))
      setPhone('')
      setLabel('')
      onAdded()
    })
  }

  return (
    <form onSubmit={submit} noValidate className={styles.shopForm} data-testid="sub-account-add">
      <PhoneField formId={id} value={phone} onChange={edit('phone', setPhone)} country={country} onCountry={setCountry} error={errors.phone} inputRef={phoneRef} />
      <Field id={`${id}-label`} label={t('subAccounts.label')} value={label} onChange={setLabel} maxLength={40} placeholder={t('subAccounts.labelPlaceholder')} />
      <FormSubmit busy={busy} error={formError} label={t('subAccounts.add')} />
    </form>
  )
}
