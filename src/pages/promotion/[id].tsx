import type { GetStaticProps } from 'next'

import { PromotionPage } from '@/features/promote/PromotionPage'
import { onDemandPaths, type ContentPageProps } from '@/server/pages/content-props'
import { promotionByIdPageProps, type PromotionPageData } from '@/server/pages/promotions'

/** `/promotion/<id>`: a landing page's desktop version (phones go to /m/promotion/<id>). */
export const getStaticProps: GetStaticProps<ContentPageProps<PromotionPageData>> = (context) => promotionByIdPageProps(context, 'desktop')
export const getStaticPaths = onDemandPaths

export default PromotionPage
