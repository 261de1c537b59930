import type { GetServerSideProps } from 'next'

import { DetailsPage } from '@/features/explosion/DetailsPage'
import { type DetailsData, type ExplosionPageProps, detailsProps } from '@/server/pages/explosion'

/** `/ExplosionDetection/details` (src/server/pages/explosion.ts reads its query). */
export const getServerSideProps: GetServerSideProps<ExplosionPageProps<DetailsData>> = (context) => detailsProps(context)

export default DetailsPage
