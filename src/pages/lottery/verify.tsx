import { VerifyPage } from '@/features/lottery/VerifyPage'
import { verifyPageProps } from '@/server/pages/lottery'

/** `/lottery/verify`: re-compute a lottery draw from its public inputs (phones go to /m/lottery/verify). */
export const getStaticProps = verifyPageProps

export default VerifyPage
