import { LegalPage } from '@/features/legal/LegalPage'
import { legalPageProps } from '@/server/pages/legal'

/** `/policy`. */
export const getStaticProps = legalPageProps('privacy', '/policy')

export default LegalPage
