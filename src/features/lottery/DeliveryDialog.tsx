import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'

import { Modal } from '@/components/dialog/Modal'

import type { Claim } from './api'
import { DeliveryForm } from './DeliveryForm'

import styles from './Delivery.module.scss'

/** Desktop: the delivery form of a won physical prize in a dialog (loaded on demand). */
export function DeliveryDialog({ drawId, onClose, onSaved }: { drawId: number; onClose: () => void; onSaved: (claim: Claim) => void }) {
  const { t } = useTranslation('lottery')
  const titleId = useId()
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeLabel={t('popup.close')} size="narrow" testId="lottery-delivery-dialog">
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('delivery.title')}
        </h2>
        <DeliveryForm drawId={drawId} onSaved={onSaved} />
      </div>
    </Modal>
  )
}
