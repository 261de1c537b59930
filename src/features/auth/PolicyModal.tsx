import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'
import { useRouter } from 'next/router'
import { useEffect, useId, useState } from 'react'

import { RichText } from '@/components/content/RichText'
import { Modal } from '@/components/dialog/Modal'
import { buttonClass } from '@/components/ui/Button'
import { toLocale } from '@/lib/i18n/locales'
import { LEGAL_PAGE_PATHS, type LegalKind } from '@/lib/legal'
import type { LegalDocument } from '@/server/content/legal'

import styles from './AuthSheet.module.scss'

export type PolicyKind = LegalKind

type Text = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; document: LegalDocument }

/**
 * The service agreement or the privacy policy above the sheet: the same text as their pages
 * (global "legal"), read from the CMS when the modal opens.
 */
export function PolicyModal({ kind, onClose }: { kind: PolicyKind; onClose(): void }) {
  const { t } = useTranslation('auth')
  const locale = toLocale(useRouter().locale)
  const titleId = useId()
  const [text, setText] = useState<Text>({ state: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/cms-api/globals/legal?locale=${locale}&fallback-locale=zh&depth=1`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((legal: Record<PolicyKind, LegalDocument>) => setText({ state: 'ready', document: legal[kind] }))
      .catch(() => controller.signal.aborted || setText({ state: 'failed' }))
    return () => controller.abort()
  }, [kind, locale])

  const fallbackTitle = kind === 'agreement' ? t('policy.agreementTitle') : t('policy.privacyTitle')
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeLabel={t('sheet.close')} size="medium" layer="top" testId={`policy-${kind}`}>
      <div className={styles.policy}>
        <h2 id={titleId}>{text.state === 'ready' && text.document.title ? text.document.title : fallbackTitle}</h2>
        {text.state === 'ready' ? <RichText data={text.document.body} locale={locale} /> : null}
        {text.state === 'loading' ? <p role="status">{t('policy.loading')}</p> : null}
        {text.state === 'failed' ? <p role="alert">{t('policy.failed')}</p> : null}
        <p>
          <Link href={LEGAL_PAGE_PATHS[kind]} target="_blank" rel="noopener">
            {t('policy.fullPage')}
          </Link>
        </p>
        <button type="button" className={buttonClass({ block: true, className: styles.submit })} onClick={onClose}>
          {t('policy.ok')}
        </button>
      </div>
    </Modal>
  )
}
