import { useTranslation } from 'next-i18next/pages'
import useSWR, { type SWRConfiguration } from 'swr'

import { buttonClass } from '@/components/ui/Button'

import styles from './Account.module.scss'

/** Read when the section opens; a failure waits for the seller's retry (the client already warned). */
const READ_ONCE: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false }

/**
 * A signed-in seller's read (SWR): `read` resolves with what the section shows or throws (a
 * failed call or a body code that is not a success). `mutate()` reads again in place.
 */
export function useSellerRead<T>(key: string, read: () => Promise<T>) {
  return useSWR(key, read, READ_ONCE)
}

/** The reading state of a section: loading, or failed with a retry (which shows loading again). */
export function ReadPending({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const { t } = useTranslation('account')
  if (!failed) return <p role="status">{t('loading')}</p>
  return (
    <p role="alert" className={styles.card}>
      {t('loadFailed')}{' '}
      <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  )
}
