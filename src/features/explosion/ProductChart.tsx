import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef } from 'react'

import type { ProductDay } from '@/server/report/explosion'

import styles from './Explosion.module.scss'

/**
 * The chart of a product's days (its table below says the same in words): the chart library is
 * fetched once the page runs, into a box that already has the chart's height (no layout shift).
 */
export function ProductChart({ days }: { days: ProductDay[] }) {
  const { t } = useTranslation('explosion')
  const root = useRef<HTMLDivElement>(null)
  const sales = t('explosion.dailySales')
  const rank = t('explosion.bestRank')
  useEffect(() => {
    let remove: (() => void) | undefined
    let cancelled = false
    void import('./draw-chart').then(({ drawChart }) => {
      if (!cancelled && root.current) remove = drawChart(root.current, days, { sales, rank })
    })
    return () => {
      cancelled = true
      remove?.()
    }
  }, [days, sales, rank])
  return <div ref={root} className={styles.chart} role="img" aria-label={t('explosion.chartTitle')} data-testid="product-chart" />
}
