import type { GetServerSideProps } from 'next'

import { DataListPage } from '@/features/explosion/DataListPage'
import { type DataListData, type ExplosionPageProps, dataListProps } from '@/server/pages/explosion'

/** `/ExplosionDetection/dataList` (src/server/pages/explosion.ts reads its query). */
export const getServerSideProps: GetServerSideProps<ExplosionPageProps<DataListData>> = (context) => dataListProps(context)

export default DataListPage
