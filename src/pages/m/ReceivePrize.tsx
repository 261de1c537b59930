import { ReceivePrizePage } from '@/features/lottery/ReceivePrizePage'
import { receivePrizePageProps } from '@/server/pages/lottery'

/** `/m/ReceivePrize`: my lottery prizes (read in the browser). */
export const getStaticProps = receivePrizePageProps

export default ReceivePrizePage
