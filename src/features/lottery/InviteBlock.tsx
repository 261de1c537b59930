import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { useBrowserValue } from '@/hooks/useBrowserValue'
import { copyText, NOTICE_KEYS } from '@/lib/clipboard'
import type { Locale } from '@/lib/i18n/locales'

import { inviteLink } from './invite'

import styles from './Lottery.module.scss'

type Props = {
  activityId: number
  inviteCode: string
  locale: Locale
  chancesPerInvite: number
  /** The copy worked: the page shows the "copy success" popup. */
  onCopied: () => void
}

/** A seller's invite link (read-only field, copy button) and its QR code, drawn on demand. */
export function InviteBlock({ activityId, inviteCode, locale, chancesPerInvite, onCopied }: Props) {
  const { t } = useTranslation('lottery')
  const { t: tc } = useTranslation('common')
  const fieldId = useId()
  const manualId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const origin = useBrowserValue(() => window.location.origin, '')
  const link = origin ? inviteLink(origin, locale, inviteCode, activityId) : ''
  const [manual, setManual] = useState(false)
  const [qr, setQr] = useState<{ link: string; image: string } | null>(null)

  useEffect(() => {
    if (!link) return
    let cancelled = false
    // The QR code library loads only when a seller's link is shown.
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(link, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((image) => {
        if (!cancelled) setQr({ link, image })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [link])

  const copy = async () => {
    if (!link) return
    if (await copyText(link)) {
      setManual(false)
      onCopied()
      return
    }
    setManual(true)
    inputRef.current?.focus()
    inputRef.current?.select()
  }

  return (
    <div className={styles.invite}>
      <p>{t('invite.text', { n: chancesPerInvite })}</p>
      <label htmlFor={fieldId} className={styles.fieldLabel}>
        {t('invite.linkLabel')}
      </label>
      <div className={styles.inviteRow}>
        <input
          ref={inputRef}
          id={fieldId}
          className={styles.input}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={manual ? manualId : undefined}
          data-testid="lottery-invite-link"
        />
        <button type="button" className={buttonClass({ pill: true, className: styles.primaryButton })} onClick={() => void copy()} data-testid="lottery-copy-invite">
          {t('invite.copy')}
        </button>
      </div>
      {manual ? (
        <p id={manualId} className={styles.warning} role="alert">
          {tc(NOTICE_KEYS.copyUnsupported)}
        </p>
      ) : null}
      <figure className={styles.qr} data-testid="lottery-invite-qr">
        {qr && qr.link === link ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL, kept sharp
          <img src={qr.image} alt={t('invite.qrAlt')} width={160} height={160} />
        ) : (
          <span className={styles.qrPlaceholder} aria-hidden="true" />
        )}
        <figcaption>{t('invite.qrHint')}</figcaption>
      </figure>
    </div>
  )
}
