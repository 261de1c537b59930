import { MobileLegalPage } from '@/features/mobile/MobileLegalPage'
import { legalPageProps } from '@/server/pages/legal'
import { MOBILE_NAMESPACES } from '@/server/pages/mobile'

/** `/m/agreement`: the user agreement (canonical: /agreement). */
export const getStaticProps = legalPageProps('agreement', '/m/agreement', MOBILE_NAMESPACES)

export default MobileLegalPage
