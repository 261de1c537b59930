import type { CallToActionBlock as CallToActionData } from '@payload-types'
import { Actions } from '@cms/blocks/Action'
import styles from '@cms/blocks/blocks.module.scss'

export function CallToActionBlock({ block }: { block: CallToActionData }) {
  return (
    <section className={`${styles.block} ${styles.band}`} data-block="callToAction">
      <div className={`${styles.inner} ${styles.bandInner}`}>
        <div>
          <h2>{block.heading}</h2>
          {block.text ? <p>{block.text}</p> : null}
        </div>
        <Actions primary={block.primary} secondary={block.secondary} />
      </div>
    </section>
  )
}
