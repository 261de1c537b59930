import type { GetStaticProps } from 'next'

import { IndustryPage } from '@/features/college/IndustryPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'
import { emptyIndustry, type IndustryData, loadIndustry } from '@/server/pages/hubs'

/** `/industry`: industry reports and news. */
export const getStaticProps: GetStaticProps<ContentPageProps<IndustryData>> = (context) => contentPageProps(context, loadIndustry, emptyIndustry)

export default IndustryPage
