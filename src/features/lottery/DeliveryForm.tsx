import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'

import { buttonClass } from '@/components/ui/Button'
import { Field, TextArea } from '@/components/ui/Field'
import { SERVICE_CODES } from '@/lib/auth/codes'
import { needsPhoneLibrary } from '@/lib/auth/rules'
import { showToast } from '@/lib/toast'

import type { Claim } from './api'
import { ADDRESS_MAX, type DeliveryErrors, type DeliveryInput, NAME_MAX, validateDelivery } from './delivery'
import { useClaim } from './hooks'

import styles from './Delivery.module.scss'

type Props = {
  drawId: number
  /** After a successful save (the toast is shown here). */
  onSaved: (claim: Claim) => void
  /** Shown under the form when the prize cannot be found (a link back). */
  backLink?: ReactNode
}

/**
 * Delivery details of a won physical prize (/m/DeliveryInfo and the desktop dialog): prefilled
 * when given before, read-only with the tracking number once shipped. Checked in the browser
 * with the service's rules; the service's own message is shown when it refuses.
 */
export function DeliveryForm({ drawId, onSaved, backLink }: Props) {
  const { t } = useTranslation('lottery')
  const { data, error, mutate } = useClaim(drawId, true)

  if (!data) {
    if (!error) return <p className={styles.state}>{t('loading')}</p>
    return <DeliveryLoadFailure error={error} onRetry={() => void mutate()} backLink={backLink} />
  }
  // Keyed by the saved details: the fields start from them again after a save or a refresh.
  return <DeliveryFields key={`${data.drawId}:${data.claim?.status ?? 'new'}`} claim={data} onSaved={onSaved} />
}

function DeliveryLoadFailure({ error, onRetry, backLink }: { error: unknown; onRetry: () => void; backLink?: ReactNode }) {
  const { t } = useTranslation('lottery')
  const status = (error as { response?: { status?: number } } | null)?.response?.status
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message
  const missing = status === 404 || status === 409 || status === 400
  return (
    <div className={styles.state} role="alert" data-testid="delivery-missing">
      <p>{missing ? (typeof message === 'string' && message ? message : t('delivery.missing')) : t('error')}</p>
      {missing ? null : (
        <button type="button" className={buttonClass({ variant: 'secondary', pill: true, block: true })} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
      {backLink}
    </div>
  )
}

function DeliveryFields({ claim, onSaved }: { claim: Claim; onSaved: (claim: Claim) => void }) {
  const { t } = useTranslation('lottery')
  const { mutate } = useSWRConfig()
  const formId = useId()
  const saved = claim.claim
  const shipped = saved?.status === 'shipped'
  const [values, setValues] = useState<DeliveryInput>({
    recipientName: saved?.recipientName ?? '',
    recipientPhone: saved?.recipientPhone ?? '',
    address: saved?.address ?? '',
  })
  const [errors, setErrors] = useState<DeliveryErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const addressRef = useRef<HTMLTextAreaElement>(null)

  const set = (field: keyof DeliveryInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (shipped || savingRef.current) return
    // Another country's number (+7 …) needs the phone library: the form is busy while it loads.
    savingRef.current = true
    let international
    try {
      international = needsPhoneLibrary(values.recipientPhone) ? (await import('@/lib/phone/mobile-number')).parseInternational : undefined
    } catch {
      setRefusal(t('error'))
      return
    } finally {
      savingRef.current = false
    }
    const checked = validateDelivery(values, international)
    if (!checked.value) {
      setErrors(checked.errors)
      const first = (['recipientName', 'recipientPhone', 'address'] as const).find((field) => checked.errors[field])
      if (first) ({ recipientName: nameRef, recipientPhone: phoneRef, address: addressRef })[first].current?.focus()
      return
    }
    setErrors({})
    setRefusal(null)
    savingRef.current = true
    setSaving(true)
    try {
      const api = await import('./api')
      try {
        const answer = await api.saveClaim(claim.drawId, checked.value)
        // Kept across the phone page's move to the prize list: it confirms what was just done.
        showToast('success', answer.message ?? t('delivery.saved'), { keepOnNavigation: true })
        await mutate(['lottery/claim', claim.drawId], answer.data, { revalidate: false })
        onSaved(answer.data)
      } catch (error) {
        const failure = api.apiFailure(error)
        // The network and server errors are toasted by the client; a refusal is shown here.
        if (failure.status !== null && failure.status < 500) setRefusal(failure.message ?? t('error'))
        if (failure.code === SERVICE_CODES.prizeShipped) await mutate(['lottery/claim', claim.drawId])
      }
    } catch {
      // The client's code could not be loaded (offline).
      setRefusal(t('error'))
    } finally {
      savingRef.current = false
      setSaving(false)
    }
  }

  // Keys name their namespace (lottery: or auth:).
  const errorText = (name: keyof DeliveryInput) => (errors[name] ? t(errors[name]) : null)

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="delivery-form">
      <p className={styles.prize}>{t('delivery.prize', { name: claim.prize.name })}</p>
      {saved ? (
        <p className={styles.status} data-testid="delivery-status" data-status={saved.status} role="status">
          {shipped ? t('delivery.statusShipped') : t('delivery.statusPending')}
          {saved.trackingNumber ? ` · ${t('prize.tracking', { number: saved.trackingNumber })}` : ''}
        </p>
      ) : null}
      {shipped ? <p className={styles.note}>{t('delivery.locked')}</p> : null}
      <Field
        id={`${formId}-recipientName`}
        label={t('delivery.name')}
        error={errorText('recipientName')}
        ref={nameRef}
        value={values.recipientName}
        onChange={(event) => set('recipientName')(event.target.value)}
        readOnly={shipped}
        autoComplete="name"
        maxLength={NAME_MAX + 10}
        data-testid="delivery-name"
      />
      <Field
        id={`${formId}-recipientPhone`}
        label={t('delivery.phone')}
        error={errorText('recipientPhone')}
        ref={phoneRef}
        type="tel"
        inputMode="tel"
        value={values.recipientPhone}
        onChange={(event) => set('recipientPhone')(event.target.value)}
        readOnly={shipped}
        autoComplete="tel"
        maxLength={20}
        data-testid="delivery-phone"
      />
      <TextArea
        id={`${formId}-address`}
        label={t('delivery.address')}
        error={errorText('address')}
        ref={addressRef}
        rows={3}
        value={values.address}
        onChange={(event) => set('address')(event.target.value)}
        readOnly={shipped}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX + 20}
        data-testid="delivery-address"
      />
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="delivery-error">
          {refusal}
        </p>
      ) : null}
      {shipped ? null : (
        <button type="submit" className={buttonClass({ pill: true, block: true })} disabled={saving} aria-busy={saving || undefined} data-testid="delivery-submit">
          {saving ? t('delivery.saving') : t('delivery.submit')}
        </button>
      )}
    </form>
  )
}
