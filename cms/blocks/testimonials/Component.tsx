import Image from 'next/image'

import type { TestimonialsBlock as TestimonialsData } from '@payload-types'
import styles from '@cms/blocks/blocks.module.scss'
import { isImage, mediaRef } from '@cms/blocks/media-ref'
import { SectionHeading } from '@cms/blocks/SectionHeading'

export function TestimonialsBlock({ block }: { block: TestimonialsData }) {
  return (
    <section className={`${styles.block} ${styles.alt}`} data-block="testimonials">
      <div className={styles.inner}>
        <SectionHeading heading={block.heading} />
        <ul className={styles.quotes}>
          {(block.quotes ?? []).map((quote, index) => {
            const avatar = mediaRef(quote.avatar)
            return (
              <li key={quote.id ?? index}>
                <figure className={styles.quote}>
                  <blockquote>{quote.quote}</blockquote>
                  <figcaption>
                    {isImage(avatar) ? <Image className={styles.avatar} src={avatar.url} alt="" width={48} height={48} /> : null}
                    <span>
                      <strong>{quote.name}</strong>
                      {quote.role ? <span className={styles.muted}>{quote.role}</span> : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
