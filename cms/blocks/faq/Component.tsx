import type { FaqBlock as FaqData } from '@payload-types'
import styles from '@cms/blocks/blocks.module.scss'
import { SectionHeading } from '@cms/blocks/SectionHeading'

/** Native <details>: opens and closes without any script, keyboard and screen readers included. */
export function FaqBlock({ block }: { block: FaqData }) {
  return (
    <section className={styles.block} data-block="faq">
      <div className={`${styles.inner} ${styles.narrow}`}>
        <SectionHeading heading={block.heading} />
        <div className={styles.faq}>
          {(block.items ?? []).map((item, index) => (
            <details key={item.id ?? index}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
