import type { GetStaticProps } from 'next'

import { PromotionPage } from '@/features/promote/PromotionPage'
import { onDemandPaths, type ContentPageProps } from '@/server/pages/content-props'
import { promotionByIdPageProps, type PromotionPageData } from '@/server/pages/promotions'

/** `/m/promotion/<id>`: a landing page's phone version (desktops go to /promotion/<id>). */
export const getStaticProps: GetStaticProps<ContentPageProps<PromotionPageData>> = (context) => promotionByIdPageProps(context, 'mobile')
export const getStaticPaths = onDemandPaths

export default PromotionPage
