import type { GetStaticProps } from 'next'

import { MobilePromotionIndexPage } from '@/features/promote/PromotionIndexPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import { promotionIndexPageProps, type PromotionIndexData } from '@/server/pages/promotions'

/** `/m/promotion`: the current landing pages, on a phone. */
export const getStaticProps: GetStaticProps<ContentPageProps<PromotionIndexData>> = (context) => promotionIndexPageProps(context, '/m/promotion')

export default MobilePromotionIndexPage
