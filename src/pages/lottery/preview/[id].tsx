import type { GetServerSideProps } from 'next'

import { LotteryPage } from '@/features/lottery/LotteryPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import { type LotteryPageData, lotteryPreviewProps } from '@/server/pages/lottery'

/**
 * `/lottery/preview/:id`: the admin's Preview of one campaign, drafts included, for signed-in
 * staff only (anyone else gets a 404); rendered per request and never cached.
 */
export const getServerSideProps: GetServerSideProps<ContentPageProps<LotteryPageData>> = (context) => lotteryPreviewProps(context)

export default LotteryPage
