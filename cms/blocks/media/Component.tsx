import Image from 'next/image'

import type { MediaBlock as MediaData } from '@payload-types'
import { safeHref } from '@/lib/content/safe-url'
import styles from '@cms/blocks/blocks.module.scss'
import { isImage, isVideo, mediaRef } from '@cms/blocks/media-ref'
import { SectionHeading } from '@cms/blocks/SectionHeading'

/** A screenshot, or a video: an upload or an mp4/webm address plays here; another https page is linked. */
export function MediaBlock({ block }: { block: MediaData }) {
  const image = mediaRef(block.image)
  const video = mediaRef(block.video)
  const address = safeHref(block.videoUrl)
  const playable = isVideo(video) ? video.url : address && /\.(mp4|webm)(\?|$)/i.test(address) ? address : null
  let content = null
  if (block.kind === 'video') {
    if (playable) content = <video className={styles.video} src={playable} controls preload="metadata" aria-label={block.caption || block.heading || undefined} />
    else if (address)
      content = (
        <a className={styles.secondaryButton} href={address} target="_blank" rel="noopener noreferrer">
          {block.caption || address}
        </a>
      )
  } else if (isImage(image)) {
    content = <Image className={styles.screenshot} src={image.url} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 900px) 100vw, 1000px" />
  }
  if (!content) return null
  return (
    <section className={styles.block} data-block="mediaBlock">
      <div className={styles.inner}>
        <SectionHeading heading={block.heading} />
        <figure className={styles.figure}>
          {content}
          {block.caption && (block.kind !== 'video' || playable) ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      </div>
    </section>
  )
}
