import Image from 'next/image'
import { useTranslation } from 'next-i18next/pages'

import type { LotteryPrize } from '@/server/pages/lottery'

import { type GridCell, RING_POSITIONS } from './grid'
import { Icon } from './icons'

import styles from './Lottery.module.scss'

type Props = {
  cells: GridCell<LotteryPrize>[]
  /** The highlighted cell (-1: none). */
  active: number
  drawing: boolean
  onDraw: () => void
}

/** Eight cells round the Draw button; the highlight runs round them while drawing. */
export function PrizeGrid({ cells, active, drawing, onDraw }: Props) {
  const { t } = useTranslation('lottery')
  return (
    <div className={styles.grid} data-testid="lottery-grid" role="group" aria-label={t('grid.label')}>
      {cells.map((cell, index) => {
        const [row, column] = RING_POSITIONS[index]
        const name = cell.prize ? cell.prize.name : t('grid.noPrize')
        return (
          <div
            key={cell.key}
            className={cell.prize ? styles.cell : `${styles.cell} ${styles.cellEmpty}`}
            style={{ gridRow: row, gridColumn: column }}
            data-testid="lottery-cell"
            data-active={index === active ? 'true' : 'false'}
            data-prize={cell.prize?.id ?? ''}
          >
            {cell.prize?.image ? (
              <Image className={styles.cellImage} src={cell.prize.image.url} alt="" width={cell.prize.image.width} height={cell.prize.image.height} sizes="120px" />
            ) : (
              <span className={styles.cellIcon} aria-hidden="true">
                <Icon name={cell.prize ? 'gift' : 'clover'} />
              </span>
            )}
            {/* The whole name on hover when three lines cut it short. */}
            <span className={styles.cellName} title={name}>
              {name}
            </span>
          </div>
        )
      })}
      {/* aria-disabled, not disabled: keyboard focus stays on Draw, and the result popup gives it back there. */}
      <button type="button" className={styles.drawButton} style={{ gridRow: 2, gridColumn: 2 }} onClick={onDraw} aria-disabled={drawing || undefined} aria-busy={drawing || undefined} data-testid="lottery-draw">
        {drawing ? t('grid.drawing') : t('grid.draw')}
      </button>
    </div>
  )
}
