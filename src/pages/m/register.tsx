import { MobileRegisterPage } from '@/features/mobile/MobileRegisterPage'
import { MOBILE_NAMESPACES, staticMobilePage } from '@/server/pages/mobile'

/** `/m/register`: register (or, with ?type=login, log in) as a page. */
export const getStaticProps = staticMobilePage('/m/register', [...MOBILE_NAMESPACES, 'auth'])

export default MobileRegisterPage
