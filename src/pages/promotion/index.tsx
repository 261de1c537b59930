import type { GetStaticProps } from 'next'

import { PromotionIndexPage } from '@/features/promote/PromotionIndexPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import { promotionIndexPageProps, type PromotionIndexData } from '@/server/pages/promotions'

/** `/promotion`: the current landing pages. */
export const getStaticProps: GetStaticProps<ContentPageProps<PromotionIndexData>> = (context) => promotionIndexPageProps(context, '/promotion')

export default PromotionIndexPage
