import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'

import { Modal } from '@/components/dialog/Modal'
import { buttonClass } from '@/components/ui/Button'
import { copyWithNotice, noticeSaveUnsupported } from '@/lib/clipboard'
import { inAppBrowser } from '@/lib/in-app-browser'
import type { SiteChrome } from '@/lib/site-chrome'
import { showToast } from '@/lib/toast'

import { canvasToPng, downloadBlob, drawContactImage } from './save-image'

import styles from './ContactPopup.module.scss'

/**
 * The mobile contact popup (spec section 2): the site's address with a copy action, the
 * customer-service QR code and nickname from the settings, and "save image" (a 400 × 400 PNG).
 * In WeChat, QQ, Alipay and Weibo, which cannot download, it says so and shows the image to
 * keep with a long press.
 */
export function ContactPopup({ chrome, onClose }: { chrome: SiteChrome; onClose: () => void }) {
  const { t } = useTranslation('mobile')
  const { t: tc } = useTranslation('common')
  const titleId = useId()
  const address = window.location.origin
  const { qrUrl, nickName } = chrome.service
  const caption = nickName ? t('contact.nickName', { name: nickName }) : ''
  // In an in-app browser after "save": the drawn image (or, if it could not be drawn, the QR code itself) to keep with a long press.
  const [longPress, setLongPress] = useState<{ image: string | null } | null>(null)
  const [saving, setSaving] = useState(false)
  // The QR image did not load (removed from the media library, say): nothing to show or save.
  const [qrFailed, setQrFailed] = useState(false)
  const qr = qrFailed ? null : qrUrl

  const copy = () => copyWithNotice(address, tc)

  const save = async () => {
    if (!qr || saving) return
    setSaving(true)
    const inApp = inAppBrowser(navigator.userAgent)
    try {
      const canvas = await drawContactImage(qr, caption)
      if (inApp) setLongPress({ image: canvas.toDataURL('image/png') })
      else downloadBlob(await canvasToPng(canvas), 'customer-service-qr.png')
    } catch {
      if (inApp) setLongPress({ image: null })
      else showToast('error', t('contact.saveFailed'))
    } finally {
      setSaving(false)
    }
    if (inApp) noticeSaveUnsupported(tc)
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} closeLabel={t('contact.close')} size="small" testId="contact-popup">
      <h2 id={titleId} className={styles.title}>
        {t('contact.title')}
      </h2>
      <div className={styles.address}>
        <span className={styles.label}>{t('contact.address')}</span>
        <span className={styles.url} data-testid="contact-address">
          {address}
        </span>
        <button type="button" className={buttonClass({ variant: 'secondary', small: true })} onClick={copy} data-testid="contact-copy">
          {t('contact.copy')}
        </button>
      </div>
      {qr ? (
        <figure className={styles.qr}>
          {longPress?.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the drawn PNG itself, for a long press
            <img src={longPress.image} alt={t('contact.qrAlt')} width={200} height={200} data-testid="contact-long-press" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a small QR code from the media library
            <img src={qr} alt={t('contact.qrAlt')} width={180} height={180} onError={() => setQrFailed(true)} data-testid="contact-qr" />
          )}
          <figcaption>
            {caption ? <strong data-testid="contact-nickname">{caption}</strong> : null}
            <span>{longPress ? t('contact.longPress') : t('contact.scanHint')}</span>
          </figcaption>
        </figure>
      ) : (
        <p className={styles.noQr}>{t('contact.noQr')}</p>
      )}
      {qr ? (
        <button type="button" className={buttonClass({ className: styles.save })} onClick={save} aria-disabled={saving || undefined} data-testid="contact-save">
          {t('contact.save')}
        </button>
      ) : null}
    </Modal>
  )
}
