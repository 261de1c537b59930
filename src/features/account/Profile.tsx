import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import type { SessionUser } from '@/features/auth/api'
import { parseDateTime } from '@/lib/format/date'

import styles from './Account.module.scss'

/** The password form (with its slider captcha), loaded when the seller opens it. */
const SetPasswordForm = dynamic(() => import('@/features/auth/SetPasswordForm').then((module) => module.SetPasswordForm), { ssr: false, loading: OnDemandFallback })

/** Masked phone, member since, and the password: set or changed in place (the session stays, no reload). */
export function Profile({ user, format }: { user: SessionUser; format(date: Date): string }) {
  const { t } = useTranslation('account')
  const [editingPassword, setEditingPassword] = useState(false)
  const [passwordSaved, setPasswordSaved] = useState(false)
  const since = parseDateTime(String(user.createdAt ?? ''))
  const hasPassword = user.passwordStatus || passwordSaved
  return (
    <section className={styles.card} aria-labelledby="account-profile">
      <h2 id="account-profile">{t('profileTitle')}</h2>
      <dl className={styles.facts}>
        <dt>{t('phone')}</dt>
        <dd data-testid="account-phone">{user.mobile}</dd>
        {since ? (
          <>
            <dt>{t('memberSince')}</dt>
            <dd>{format(since)}</dd>
          </>
        ) : null}
        <dt>{t('password')}</dt>
        <dd data-testid="account-password-status">
          {hasPassword ? t('passwordSet') : t('passwordNotSet')}{' '}
          {editingPassword ? null : (
            <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setEditingPassword(true)}>
              {hasPassword ? t('changePassword') : t('setPassword')}
            </button>
          )}
        </dd>
      </dl>
      {editingPassword ? (
        <SetPasswordForm
          phone={user.account}
          onSaved={() => {
            setPasswordSaved(true)
            setEditingPassword(false)
          }}
          onCancel={() => setEditingPassword(false)}
        />
      ) : null}
      <p className={styles.hint}>{t('passwordHint')}</p>
    </section>
  )
}
