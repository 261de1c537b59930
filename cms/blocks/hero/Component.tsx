import Image from 'next/image'

import type { HeroBlock as HeroData } from '@payload-types'
import { Actions } from '@cms/blocks/Action'
import styles from '@cms/blocks/blocks.module.scss'
import { isImage, mediaRef } from '@cms/blocks/media-ref'

/** The first block is the page's h1; a hero further down is a section heading. */
export function HeroBlock({ block, first }: { block: HeroData; first: boolean }) {
  const image = mediaRef(block.image)
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className={`${styles.block} ${styles.hero}`} data-block="hero">
      <div className={styles.inner}>
        <div className={styles.heroText}>
          <Heading className={styles.heroTitle}>{block.heading}</Heading>
          {block.text ? <p className={styles.heroLead}>{block.text}</p> : null}
          <Actions primary={block.primary} secondary={block.secondary} />
        </div>
        {isImage(image) ? (
          <Image className={styles.heroImage} src={image.url} alt={image.alt} width={image.width} height={image.height} priority={first} sizes="(max-width: 900px) 100vw, 560px" />
        ) : null}
      </div>
    </section>
  )
}
