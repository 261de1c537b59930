import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { RankingCells, RankingHeadCells, type RankingRow } from '@/features/rankings/columns'
import { SellerCountry } from '@/features/rankings/SellerCountry'
import { rowsHaveOrigins } from '@/lib/rankings/origin'
import type { Locale } from '@/lib/i18n/locales'

import rankingStyles from '@/features/rankings/HotRanking.module.scss'

import styles from './Explosion.module.scss'

/**
 * A soaring-goods list with the ranking's columns, then where each seller is (when the ranking
 * says); each product links to its trend.
 */
export function EmergingTable({ rows, caption, locale }: { rows: RankingRow[]; caption: string; locale: Locale }) {
  const { t } = useTranslation('explosion')
  if (rows.length === 0) return <p className={rankingStyles.state}>{t('rankings:empty')}</p>
  const withSellers = rowsHaveOrigins(rows)
  return (
    <div className={styles.tableWrap}>
      <table className={rankingStyles.table}>
        <caption className={rankingStyles.caption}>{caption}</caption>
        <thead>
          <tr>
            <RankingHeadCells kind="soarGood" />
            {withSellers ? <th scope="col">{t('rankings:columns.seller')}</th> : null}
            <th scope="col" className={rankingStyles.numeric}>
              {t('explosion.trend')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rank}>
              <RankingCells kind="soarGood" row={row} locale={locale} />
              {withSellers ? (
                <td>
                  <SellerCountry row={row} />
                </td>
              ) : null}
              <td className={rankingStyles.numeric}>
                <Link href={`/ExplosionDetection/details?goodsId=${encodeURIComponent(String(row.goodsId ?? ''))}`} aria-label={`${t('explosion.trend')}: ${String(row.goodsName ?? '')}`}>
                  {t('explosion.trend')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
