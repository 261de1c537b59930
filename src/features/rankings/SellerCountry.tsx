import { useTranslation } from 'next-i18next/pages'

import { sellerCountryOf } from '@/lib/rankings/origin'

import type { RankingRow } from './columns'
import styles from './HotRanking.module.scss'

/** Where a row's seller is (the snapshot's `sellerCountry`), named in the page's language; a dash when the ranking does not say. */
export function SellerCountry({ row }: { row: RankingRow }) {
  const { t } = useTranslation('rankings')
  const country = sellerCountryOf(row)
  if (!country)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={styles.srOnly}>{t('origin.unknown')}</span>
      </>
    )
  return (
    <span data-testid="seller-country" data-country={country}>
      {t(`countries.${country}`, { defaultValue: country })}
    </span>
  )
}
