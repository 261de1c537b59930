import type { FeatureGridBlock as FeatureGridData } from '@payload-types'
import styles from '@cms/blocks/blocks.module.scss'
import { SectionHeading } from '@cms/blocks/SectionHeading'
import { FeatureIcon } from './icons'

export function FeatureGridBlock({ block }: { block: FeatureGridData }) {
  return (
    <section className={styles.block} data-block="featureGrid">
      <div className={styles.inner}>
        <SectionHeading heading={block.heading} intro={block.intro} />
        <ul className={styles.featureGrid}>
          {(block.features ?? []).map((feature, index) => (
            <li key={feature.id ?? index} className={styles.feature}>
              <FeatureIcon name={feature.icon ?? 'chart'} />
              <h3>{feature.title}</h3>
              {feature.text ? <p>{feature.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
