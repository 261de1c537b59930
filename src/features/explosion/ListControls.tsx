/** The list pages' controls beyond the category: the sellers' filter, its notice and query, the CSV download. */
import { useTranslation } from 'next-i18next/pages'

import { OriginOptions } from '@/features/rankings/OriginOptions'
import type { OriginFilter } from '@/lib/rankings/origin'

import styles from './Explosion.module.scss'

/** The sellers shown, for a ranking's GET form: all, the China zone, cross-border or local. */
export function OriginSelect({ origin }: { origin: OriginFilter | null }) {
  const { t } = useTranslation('rankings')
  return (
    <label className={styles.filter}>
      <span>{t('origin.label')}</span>
      <select name="origin" defaultValue={origin ?? ''} data-testid="origin-filter">
        <OriginOptions />
      </select>
    </label>
  )
}

/** Said when a ranking is filtered by sellers but does not say where its sellers are. */
export function NoOrigins({ origin, origins }: { origin: OriginFilter | null; origins: boolean }) {
  const { t } = useTranslation('rankings')
  return origin && !origins ? (
    <p className={styles.notice} role="status" data-testid="origin-none">
      {t('origin.none')}
    </p>
  ) : null
}

/** The query that keeps the sellers' filter on a link (`&origin=…`, or nothing). */
export const originQuery = (origin: OriginFilter | null) => (origin ? `&origin=${origin}` : '')

/** The list shown as a CSV file (an API address: a plain link, no language prefix, no client-side navigation). */
export function CsvLink({ href }: { href: string }) {
  const { t } = useTranslation('rankings')
  return (
    <a href={href} download data-testid="ranking-csv">
      {t('export.download')}
    </a>
  )
}
