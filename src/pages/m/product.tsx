import { MobileProductPage } from '@/features/mobile/MobileProductPage'
import { staticMobilePage } from '@/server/pages/mobile'

/** `/m/product`: the product (tab). */
export const getStaticProps = staticMobilePage('/m/product')

export default MobileProductPage
