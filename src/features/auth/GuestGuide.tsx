import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'

import { Modal } from '@/components/dialog/Modal'
import { buttonClass } from '@/components/ui/Button'

import { openLoginSheet, openRegisterSheet, useAuthUi } from './auth-ui'
import styles from './AuthSheet.module.scss'

const BENEFITS = ['membership', 'tips', 'rankings', 'mentor'] as const

/**
 * Spec section 2 "Guest guide popup": "login to get more benefits", four benefits, Login Now
 * and "first time? register". Opened when a guest clicks a workbench link (spec section 6),
 * saying why (the guest warning). Loaded on demand by AuthRoot.
 */
export default function GuestGuide() {
  const { t } = useTranslation('auth')
  const titleId = useId()
  const messageId = useId()
  const reason = useAuthUi((state) => state.guestGuide)
  const close = useAuthUi((state) => state.closeGuestGuide)
  if (!reason) return null
  const warn = reason === 'guest-link'
  return (
    <Modal labelledBy={titleId} describedBy={warn ? messageId : undefined} onClose={close} closeLabel={t('sheet.close')} size="medium" testId="guest-guide">
      <div className={styles.guide}>
        <h2 id={titleId} className={styles.title}>
          {t('guide.title')}
        </h2>
        {warn ? (
          <p id={messageId} className={styles.guestWarning} data-testid="guest-warning">
            {t('message.guest')}
          </p>
        ) : null}
        <ul className={styles.guideBenefits} aria-label={t('guide.benefitsLabel')}>
          {BENEFITS.map((key) => (
            <li key={key}>{t(`guide.${key}`)}</li>
          ))}
        </ul>
        <button type="button" className={buttonClass({ block: true, className: styles.submit })} onClick={() => openLoginSheet()}>
          {t('guide.login')}
        </button>
        <p className={styles.switchLine}>
          {t('guide.firstTime')}{' '}
          <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={() => openRegisterSheet()}>
            {t('guide.register')}
          </button>
        </p>
      </div>
    </Modal>
  )
}
