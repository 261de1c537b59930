import type { RichTextBlock as RichTextData } from '@payload-types'
import { RichText } from '@/components/content/RichText'
import styles from '@cms/blocks/blocks.module.scss'
import { usePromotion } from '@cms/blocks/context'

export function RichTextBlock({ block }: { block: RichTextData }) {
  const { locale } = usePromotion()
  return (
    <section className={styles.block} data-block="richText">
      <div className={`${styles.inner} ${styles.narrow}`}>
        <RichText data={block.content} locale={locale} />
      </div>
    </section>
  )
}
