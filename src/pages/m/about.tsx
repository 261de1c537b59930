import { MobileAboutPage } from '@/features/mobile/MobileAboutPage'
import { staticMobilePage } from '@/server/pages/mobile'

/** `/m/about`: business cooperation (tab). */
export const getStaticProps = staticMobilePage('/m/about')

export default MobileAboutPage
