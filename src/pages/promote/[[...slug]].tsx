import type { GetStaticProps } from 'next'

import { PromotionPage } from '@/features/promote/PromotionPage'
import { onDemandPaths, type ContentPageProps } from '@/server/pages/content-props'
import { promotePageProps, type PromotionPageData } from '@/server/pages/promotions'

/** `/promote/<slug>` and `/promote/<slug>/success`: a promotion landing page built in the CMS (issue 17); `/promote` → /promotion. */
export const getStaticProps: GetStaticProps<ContentPageProps<PromotionPageData>> = (context) => promotePageProps(context)
export const getStaticPaths = onDemandPaths

export default PromotionPage
