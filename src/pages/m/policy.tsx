import { LegalPage } from '@/features/legal/LegalPage'
import { legalPageProps } from '@/server/pages/legal'

/** `/m/policy` (the mobile site restyles it later; canonical: /policy). */
export const getStaticProps = legalPageProps('privacy', '/policy')

export default LegalPage
