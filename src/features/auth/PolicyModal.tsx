import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'

import { Modal } from '@/components/dialog/Modal'

import styles from './AuthSheet.module.scss'

export type PolicyKind = 'agreement' | 'privacy'

const PARAGRAPHS: Record<PolicyKind, string[]> = {
  agreement: ['p1', 'p2', 'p3', 'p4'],
  privacy: ['p1', 'p2', 'p3', 'p4'],
}

/** The service agreement or the privacy policy, short, above the sheet. */
export function PolicyModal({ kind, onClose }: { kind: PolicyKind; onClose(): void }) {
  const { t } = useTranslation('auth')
  const titleId = useId()
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeLabel={t('sheet.close')} size="medium" layer="top" testId={`policy-${kind}`}>
      <div className={styles.policy}>
        <h2 id={titleId}>{kind === 'agreement' ? t('policy.agreementTitle') : t('policy.privacyTitle')}</h2>
        {PARAGRAPHS[kind].map((key) => (
          <p key={key}>{t(`policy.${kind}.${key}`)}</p>
        ))}
        <button type="button" className={styles.submit} onClick={onClose}>
          {t('policy.ok')}
        </button>
      </div>
    </Modal>
  )
}
