import type { Block } from 'payload'

import { CallToActionBlock } from './call-to-action/config'
import { FaqBlock } from './faq/config'
import { FeatureGridBlock } from './feature-grid/config'
import { HeroBlock } from './hero/config'
import { MediaBlock } from './media/config'
import { PricingTeaserBlock } from './pricing-teaser/config'
import { QrContactBlock } from './qr-contact/config'
import { RegistrationFormBlock } from './registration-form/config'
import { RichTextBlock } from './rich-text/config'
import { TestimonialsBlock } from './testimonials/config'

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
