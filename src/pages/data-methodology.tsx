import { MethodologyPage } from '@/features/methodology/MethodologyPage'
import { methodologyPageProps } from '@/server/pages/methodology'

/** `/data-methodology`: how the rankings' data is made. */
export const getStaticProps = methodologyPageProps

export default MethodologyPage
