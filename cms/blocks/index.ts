import type { Block } from 'payload'

import { CallToActionBlock } from '@cms/blocks/call-to-action/config'
import { FaqBlock } from '@cms/blocks/faq/config'
import { FeatureGridBlock } from '@cms/blocks/feature-grid/config'
import { HeroBlock } from '@cms/blocks/hero/config'
import { MediaBlock } from '@cms/blocks/media/config'
import { PricingTeaserBlock } from '@cms/blocks/pricing-teaser/config'
import { QrContactBlock } from '@cms/blocks/qr-contact/config'
import { RegistrationFormBlock } from '@cms/blocks/registration-form/config'
import { RichTextBlock } from '@cms/blocks/rich-text/config'
import { TestimonialsBlock } from '@cms/blocks/testimonials/config'

/** The promotion builder's blocks, in the order the admin offers them. */
export const PROMOTION_BLOCKS: Block[] = [
  HeroBlock,
  FeatureGridBlock,
  MediaBlock,
  TestimonialsBlock,
  PricingTeaserBlock,
  FaqBlock,
  QrContactBlock,
  RegistrationFormBlock,
  CallToActionBlock,
  RichTextBlock,
]
