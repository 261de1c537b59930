import { MobileVerifyPage } from '@/features/lottery/VerifyPage'
import { mobileVerifyPageProps } from '@/server/pages/lottery'

/** `/m/lottery/verify`: the verify page on the mobile site (desktops go to /lottery/verify). */
export const getStaticProps = mobileVerifyPageProps

export default MobileVerifyPage
