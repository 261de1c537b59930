import type { GetStaticProps } from 'next'

import { LotteryPage } from '@/features/lottery/LotteryPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import { type LotteryPageData, lotteryPageProps } from '@/server/pages/lottery'

/** `/lottery`: the current lottery campaign (phones go to /m/lottery). */
export const getStaticProps: GetStaticProps<ContentPageProps<LotteryPageData>> = (context) => lotteryPageProps(context)

export default LotteryPage
