import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import * as api from '@/features/auth/api'
import { isSuccessCode } from '@/lib/http/client'

import styles from './Account.module.scss'

const FEEDBACK_TYPES = ['suggestion', 'bug', 'data', 'other'] as const

/** The feedback form (spec: userFeedback): a type and the text; the service's message on a refusal. */
export function Feedback() {
  const { t } = useTranslation('account')
  const id = useId()
  const [type, setType] = useState<(typeof FEEDBACK_TYPES)[number]>('suggestion')
  const [text, setText] = useState('')
  const [status, setStatus] = useState<{ kind: 'error' | 'ok'; message: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!text.trim()) {
      setStatus({ kind: 'error', message: t('feedbackRequired') })
      return
    }
    setBusy(true)
    try {
      const response = await api.sendFeedback({ type, problemDescription: text.trim() })
      if (!isSuccessCode(response.code)) throw new Error(response.message)
      setText('')
      setStatus({ kind: 'ok', message: t('feedbackSent') })
    } catch (error) {
      // The service's message is already in the visitor's language (what was wrong with the text).
      setStatus({ kind: 'error', message: api.apiFailure(error).message ?? t('requestFailed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('feedbackTitle')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <label htmlFor={`${id}-type`}>{t('feedbackType')}</label>
        <select id={`${id}-type`} value={type} onChange={(event) => setType(FEEDBACK_TYPES.find((value) => value === event.target.value) ?? 'suggestion')}>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`feedbackTypes.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-text`}>{t('feedbackText')}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={2000}
          rows={5}
          placeholder={t('feedbackPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={status?.kind === 'error' || undefined}
          data-testid="feedback-text"
        />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass()} aria-disabled={busy || undefined}>
            {t('feedbackSend')}
          </button>
        </div>
        {status ? (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? styles.error : styles.status} data-testid="feedback-status">
            {status.message}
          </p>
        ) : null}
      </form>
    </section>
  )
}
