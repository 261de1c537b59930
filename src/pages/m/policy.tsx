import { MobileLegalPage } from '@/features/mobile/MobileLegalPage'
import { legalPageProps } from '@/server/pages/legal'
import { MOBILE_NAMESPACES } from '@/server/pages/mobile'

/** `/m/policy`: the privacy policy (canonical: /policy). */
export const getStaticProps = legalPageProps('privacy', '/m/policy', MOBILE_NAMESPACES)

export default MobileLegalPage
