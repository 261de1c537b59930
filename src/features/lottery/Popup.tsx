import { useTranslation } from 'next-i18next/pages'
import { type ReactNode, useId } from 'react'

import { Modal } from '@/components/dialog/Modal'
import { buttonClass } from '@/components/ui/Button'

import { Icon, type LotteryIcon } from './icons'
import styles from './Popups.module.scss'

type Props = {
  title: string
  testId: string
  onClose: () => void
  size?: 'small' | 'medium' | 'wide'
  /** An "OK" button closing it (the notices). */
  confirm?: string
  icon?: LotteryIcon
  children?: ReactNode
}

/** A lottery popup: the site's accessible Modal with a title and, for notices, an OK button. */
export function Popup({ title, testId, onClose, size = 'small', confirm, icon, children }: Props) {
  const { t } = useTranslation('lottery')
  const titleId = useId()
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeLabel={t('popup.close')} size={size} testId={testId}>
      <div className={styles.body}>
        {icon ? (
          <p className={styles.icon} aria-hidden="true">
            <Icon name={icon} />
          </p>
        ) : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {confirm ? (
          <button type="button" className={buttonClass({ pill: true, className: styles.primary })} onClick={onClose}>
            {confirm}
          </button>
        ) : null}
      </div>
    </Modal>
  )
}
