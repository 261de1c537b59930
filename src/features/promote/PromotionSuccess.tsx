import { useTranslation } from 'next-i18next/pages'

import { Action } from '@cms/blocks/Action'
import Link from '@/components/layout/Link'
import { SmartLink } from '@/components/layout/SmartLink'
import type { PromotionView } from '@/server/promotions/view'

import styles from './Promotion.module.scss'

/** `/promote/<slug>/success`: after registering on the page (spec section 2), in the page's frame. */
export function PromotionSuccess({ promotion, workbenchBaseUrl }: { promotion: PromotionView | null; workbenchBaseUrl: string }) {
  const { t } = useTranslation('promote')
  return (
    <section className={styles.success} data-testid="register-success">
      <svg className={styles.successIcon} viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="#e8f0ff" />
        <path d="m14 24 7 7 13-14" fill="none" stroke="#005bff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>{promotion?.success.title || t('success.title')}</h1>
      <p>{promotion?.success.text || t('success.text')}</p>
      <div className={styles.successActions}>
        {promotion?.success.action ? (
          <Action action={promotion.success.action} />
        ) : (
          <SmartLink href="/workbench/dashboard" workbenchBaseUrl={workbenchBaseUrl} className={styles.primaryButton}>
            {t('success.workbench')}
          </SmartLink>
        )}
        <Link href={promotion ? `/promote/${promotion.slug}` : '/'} className={styles.secondaryButton}>
          {promotion ? t('success.back') : t('footer.home')}
        </Link>
      </div>
    </section>
  )
}
