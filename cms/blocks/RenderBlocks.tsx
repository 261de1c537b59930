import type { Promotion } from '@payload-types'
import { CallToActionBlock } from '@cms/blocks/call-to-action/Component'
import { FaqBlock } from '@cms/blocks/faq/Component'
import { FeatureGridBlock } from '@cms/blocks/feature-grid/Component'
import { HeroBlock } from '@cms/blocks/hero/Component'
import { MediaBlock } from '@cms/blocks/media/Component'
import { PricingTeaserBlock } from '@cms/blocks/pricing-teaser/Component'
import { QrContactBlock } from '@cms/blocks/qr-contact/Component'
import { RegistrationFormBlock } from '@cms/blocks/registration-form/Component'
import { RichTextBlock } from '@cms/blocks/rich-text/Component'
import { TestimonialsBlock } from '@cms/blocks/testimonials/Component'

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
