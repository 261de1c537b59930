import { LegalPage } from '@/features/legal/LegalPage'
import { legalPageProps } from '@/server/pages/legal'

/** `/m/agreement` (the mobile site restyles it later; canonical: /agreement). */
export const getStaticProps = legalPageProps('agreement', '/agreement')

export default LegalPage
