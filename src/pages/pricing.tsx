import { PricingPage } from '@/features/pricing/PricingPage'
import { pricingPageProps } from '@/server/pages/pricing'

/** `/pricing`: plans, prices and the free trial. */
export const getStaticProps = pricingPageProps

export default PricingPage
