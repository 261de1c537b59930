import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { TextArea } from '@/components/ui/Field'
import { showToast } from '@/lib/toast'

import type { Saved } from './api'
import { communityApi, sellerOrLoginSheet } from './guard'
import styles from './Community.module.scss'

type Api = Awaited<ReturnType<typeof communityApi>>

type Props = {
  label: string
  placeholder: string
  submitLabel: string
  maxLength: number
  /** The call that saves the text; its message (in the seller's language) is shown. */
  save: (api: Api, content: string) => Promise<{ message: string; data: Saved }>
  initial?: string
  onSaved?: (saved: Saved) => void
  onCancel?: () => void
  autoFocus?: boolean
  testId: string
}

/**
 * One text box and a submit button: an answer to a question, a reply to an answer, or the edit of
 * either. A guest who focuses it gets the login sheet; a refusal (too short, markup, too many
 * posts) is shown under the box and the text stays.
 */
export function PostForm({ label, placeholder, submitLabel, maxLength, save, initial = '', onSaved, onCancel, autoFocus, testId }: Props) {
  const { t } = useTranslation('content')
  const id = useId()
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!sellerOrLoginSheet(t('community.guest')) || busy) return
    setBusy(true)
    setError(null)
    const api = await communityApi()
    try {
      const result = await save(api, text)
      showToast('success', result.message)
      setText('')
      onSaved?.(result.data)
    } catch (failure) {
      setError(api.failureMessage(failure, t('community.loadFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.postForm} onSubmit={submit} data-testid={testId} noValidate>
      <TextArea
        id={id}
        label={label}
        error={error}
        className={styles.field}
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={4}
        autoFocus={autoFocus}
        onFocus={(event) => {
          if (!sellerOrLoginSheet(t('community.guest'))) event.currentTarget.blur()
        }}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.formActions}>
        {onCancel ? (
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onCancel}>
            {t('community.cancel')}
          </button>
        ) : null}
        <button type="submit" className={buttonClass()} disabled={busy || !text.trim()}>
          {busy ? t('community.submitting') : submitLabel}
        </button>
      </div>
    </form>
  )
}
