import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'

import type { LotteryWinner } from '@/server/pages/lottery'

import { useWinners } from './hooks'

import styles from './Lottery.module.scss'

/** Rows shown at once; a longer list scrolls slowly upwards (static with reduced motion). */
const VISIBLE_ROWS = 4

/** The latest winners (masked phone and prize). */
export function WinnersTicker({ activityId, initial }: { activityId: number; initial?: LotteryWinner[] }) {
  const { t } = useTranslation('lottery')
  const titleId = useId()
  const { data, error } = useWinners(activityId, initial)
  const rows = (list: NonNullable<typeof data>) =>
    list.map((winner, index) => (
      <li key={`${winner.phone}-${winner.createdAt}-${index}`}>
        <span className={styles.winnerPhone}>{winner.phone}</span>
        <span>{t('winners.entry', { prize: winner.prizeName })}</span>
      </li>
    ))
  const moving = Boolean(data && data.length > VISIBLE_ROWS)
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="lottery-winners">
      <h2 id={titleId} className={styles.panelTitle}>
        {t('winners.title')}
      </h2>
      {!data ? (
        <p className={styles.muted}>{error ? t('winners.error') : t('loading')}</p>
      ) : data.length === 0 ? (
        <p className={styles.muted}>{t('winners.empty')}</p>
      ) : (
        <div className={styles.ticker} data-moving={moving ? 'true' : undefined}>
          <div className={styles.tickerTrack} style={moving ? { animationDuration: `${data.length * 2.5}s` } : undefined}>
            <ul className={styles.winnerList}>{rows(data)}</ul>
            {/* The second copy makes the loop seamless; screen readers read the list once. */}
            {moving ? (
              <ul className={`${styles.winnerList} ${styles.tickerCopy}`} aria-hidden="true">
                {rows(data)}
              </ul>
            ) : null}
          </div>
        </div>
      )}
    </section>
  )
}
