import { LegalPage } from '@/features/legal/LegalPage'
import { legalPageProps } from '@/server/pages/legal'

/** `/agreement`. */
export const getStaticProps = legalPageProps('agreement', '/agreement')

export default LegalPage
