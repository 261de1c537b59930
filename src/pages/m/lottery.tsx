import type { GetStaticProps } from 'next'

import { MobileLotteryPage } from '@/features/lottery/MobileLotteryPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import { type LotteryPageData, mobileLotteryPageProps } from '@/server/pages/lottery'

/** `/m/lottery`: the lottery on the mobile site (desktops go to /lottery). */
export const getStaticProps: GetStaticProps<ContentPageProps<LotteryPageData>> = (context) => mobileLotteryPageProps(context)

export default MobileLotteryPage
