import type { GetStaticProps } from 'next'

import { IndustryReportsPage } from '@/features/college/IndustryPage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'
import { emptyIndustryReports, type IndustryReportsData, loadIndustryReports } from '@/server/pages/hubs'

/** `/industry/report`: the industry page's child, the newest industry reports. */
export const getStaticProps: GetStaticProps<ContentPageProps<IndustryReportsData>> = (context) =>
  contentPageProps(context, loadIndustryReports, emptyIndustryReports)

export default IndustryReportsPage
