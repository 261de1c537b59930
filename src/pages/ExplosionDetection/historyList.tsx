import type { GetServerSideProps } from 'next'

import { HistoryListPage } from '@/features/explosion/HistoryListPage'
import { type HistoryData, type ExplosionPageProps, historyListProps } from '@/server/pages/explosion'

/** `/ExplosionDetection/historyList` (src/server/pages/explosion.ts reads its query). */
export const getServerSideProps: GetServerSideProps<ExplosionPageProps<HistoryData>> = (context) => historyListProps(context)

export default HistoryListPage
