import type { PricingTeaserBlock as PricingData } from '@payload-types'
import { Action } from '@cms/blocks/Action'
import styles from '@cms/blocks/blocks.module.scss'
import { SectionHeading } from '@cms/blocks/SectionHeading'

export function PricingTeaserBlock({ block }: { block: PricingData }) {
  return (
    <section className={styles.block} data-block="pricingTeaser">
      <div className={styles.inner}>
        <SectionHeading heading={block.heading} intro={block.intro} />
        <ul className={styles.plans}>
          {(block.plans ?? []).map((plan, index) => (
            <li key={plan.id ?? index} className={`${styles.plan} ${plan.highlighted ? styles.planHighlighted : ''}`}>
              <h3>{plan.name}</h3>
              <p className={styles.price}>
                <strong>{plan.price}</strong>
                {plan.period ? <span className={styles.muted}> {plan.period}</span> : null}
              </p>
              {plan.points ? (
                <ul className={styles.points}>
                  {plan.points
                    .split('\n')
                    .map((point) => point.trim())
                    .filter(Boolean)
                    .map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                </ul>
              ) : null}
              <Action action={plan.action} primary={Boolean(plan.highlighted)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
