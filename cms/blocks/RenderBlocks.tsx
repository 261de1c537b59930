import type { Promotion } from '../../payload-types'
import { CallToActionBlock } from './call-to-action/Component'
import { FaqBlock } from './faq/Component'
import { FeatureGridBlock } from './feature-grid/Component'
import { HeroBlock } from './hero/Component'
import { MediaBlock } from './media/Component'
import { PricingTeaserBlock } from './pricing-teaser/Component'
import { QrContactBlock } from './qr-contact/Component'
import { RegistrationFormBlock } from './registration-form/Component'
import { RichTextBlock } from './rich-text/Component'
import { TestimonialsBlock } from './testimonials/Component'

export type PromotionBlock = Promotion['layout'][number]

/**
 * Renders a landing page's blocks in order, each by its own component (one entry per block of
 * cms/blocks/index.ts). A block type this build does not know is skipped, never a broken page.
 */
export function RenderBlocks({ blocks }: { blocks: readonly PromotionBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} first={index === 0} />
          case 'featureGrid':
            return <FeatureGridBlock key={key} block={block} />
          case 'mediaBlock':
            return <MediaBlock key={key} block={block} />
          case 'testimonials':
            return <TestimonialsBlock key={key} block={block} />
          case 'pricingTeaser':
            return <PricingTeaserBlock key={key} block={block} />
          case 'faq':
            return <FaqBlock key={key} block={block} />
          case 'qrContact':
            return <QrContactBlock key={key} block={block} />
          case 'registrationForm':
            return <RegistrationFormBlock key={key} block={block} />
          case 'callToAction':
            return <CallToActionBlock key={key} block={block} />
          case 'richText':
            return <RichTextBlock key={key} block={block} />
          default:
            return null
        }
      })}
    </>
  )
}
