import { MobilePricingPage } from '@/features/pricing/PricingPage'
import { mobilePricingPageProps } from '@/server/pages/pricing'

/** `/m/pricing`: plans, prices and the free trial on phones. */
export const getStaticProps = mobilePricingPageProps

export default MobilePricingPage
