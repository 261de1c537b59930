/**
 * The columns of each ranking kind (spec section 3's row fields), with the spec's number
 * display: counts and amounts through formatCount in the page's language, growth through
 * formatGrowth, a product's sales amount as price × the day's sales.
 */
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'

import { formatCount } from '@/lib/format/numbers'
import { HTML_LANG, type Locale } from '@/lib/i18n/locales'
import type { RankingKind } from '@/lib/rankings/catalog'
import { formatGrowth, salesAmount } from '@/lib/rankings/format'
import { rankingImage } from '@/lib/rankings/images'
import { translatedName } from '@/lib/rankings/translated-names'

import styles from './HotRanking.module.scss'

export type RankingRow = { rank: number } & Record<string, string | number | null>

type Column = {
  /** Key of `columns.*` in the rankings namespace. */
  label: string
  render(row: RankingRow, locale: Locale, compact?: boolean): ReactNode
  /** Numbers align right. */
  numeric?: boolean
}

const count = (field: string) => (row: RankingRow, locale: Locale) => formatCount(row[field], locale)
const growth = (field: string) => (row: RankingRow) => formatGrowth(row[field] === null ? null : Number(row[field]))

/**
 * A name with its picture (an allowed Ozon image) or, without one, its first letter. The name is
 * Ozon's (Russian, marked so for screen readers); below it, the reader's translation when the
 * ranking has one (not on the phone home, which has room for one line).
 */
function named(nameField: string, imageField?: string) {
  return function NameCell(row: RankingRow, locale: Locale, compact?: boolean) {
    const name = String(row[nameField] ?? '')
    const translation = compact ? null : translatedName(row, locale)
    const image = imageField ? rankingImage(row[imageField]) : null
    return (
      <span className={styles.name}>
        {imageField ? (
          image ? (
            // eslint-disable-next-line @next/next/no-img-element -- a 32 px thumbnail from Ozon's CDN; the optimizer would fetch it again
            <img className={styles.thumb} src={image} alt="" width={32} height={32} loading="lazy" decoding="async" />
          ) : (
            // The initial is drawn by CSS, so the cell's text is the name alone.
            <span className={styles.thumb} data-initial={name.slice(0, 1)} aria-hidden="true" />
          )
        ) : null}
        <span className={styles.names}>
          <span className={styles.nameText} lang={HTML_LANG.ru} data-testid="ozon-name">
            {name}
          </span>
          {translation ? (
            <span className={styles.translation} lang={HTML_LANG[locale]}>
              {translation}
            </span>
          ) : null}
        </span>
      </span>
    )
  }
}

const goods: Column[] = [
  { label: 'product', render: named('goodsName', 'thumbUrl') },
  { label: 'sales', render: count('daySales'), numeric: true },
  { label: 'salesAmount', render: (row, locale) => formatCount(salesAmount(row.price, row.daySales), locale), numeric: true },
  { label: 'growth', render: growth('dayGrowth'), numeric: true },
]

export const COLUMNS: Record<RankingKind, Column[]> = {
  good: goods,
  soarGood: goods,
  category: [
    { label: 'category', render: named('typeName') },
    { label: 'sales', render: count('sales'), numeric: true },
    { label: 'salesAmount', render: count('gmv'), numeric: true },
  ],
  keyword: [
    { label: 'keyword', render: named('keyWord') },
    { label: 'searches', render: count('heat'), numeric: true },
    { label: 'clicks', render: count('clickHeat'), numeric: true },
  ],
  soarMall: [
    { label: 'shop', render: named('mallName', 'thumbUrl') },
    { label: 'sales', render: count('sales'), numeric: true },
    { label: 'growth', render: growth('yesterdayGrowth'), numeric: true },
  ],
  brand: [
    { label: 'brand', render: named('brandName', 'brandImgUrl') },
    { label: 'sales', render: count('sales'), numeric: true },
    { label: 'salesAmount', render: count('gmv'), numeric: true },
  ],
}

/**
 * The mobile home shows a name and two numbers (spec section 9: 3.8, 1.2 and 1.2 rem): the first
 * two, except for soaring products, whose point is the growth.
 */
export const COMPACT_COLUMNS = 3
const COMPACT_LABELS: Partial<Record<RankingKind, readonly string[]>> = { soarGood: ['product', 'sales', 'growth'] }

const shown = (kind: RankingKind, compact?: boolean) => {
  if (!compact) return COLUMNS[kind]
  const labels = COMPACT_LABELS[kind]
  return labels ? COLUMNS[kind].filter((column) => labels.includes(column.label)) : COLUMNS[kind].slice(0, COMPACT_COLUMNS)
}

/** The header cells of a kind's table: rank, then its columns. */
export function RankingHeadCells({ kind, compact }: { kind: RankingKind; compact?: boolean }) {
  const { t } = useTranslation('rankings')
  return (
    <>
      <th scope="col" className={styles.rankCell}>
        {t('columns.rank')}
      </th>
      {shown(kind, compact).map((column) => (
        <th key={column.label} scope="col" className={column.numeric ? styles.numeric : undefined}>
          {t(`columns.${column.label}`)}
        </th>
      ))}
    </>
  )
}

/** One row's cells: its rank (the top three marked), then its columns, numbers in the page's language. */
export function RankingCells({ kind, row, locale, compact }: { kind: RankingKind; row: RankingRow; locale: Locale; compact?: boolean }) {
  return (
    <>
      <td className={styles.rankCell}>
        <span className={styles.rank} data-top={row.rank <= 3 ? '' : undefined}>
          {row.rank}
        </span>
      </td>
      {shown(kind, compact).map((column) => (
        <td key={column.label} className={column.numeric ? styles.numeric : undefined}>
          {column.render(row, locale, compact)}
        </td>
      ))}
    </>
  )
}
