import { DeliveryInfoPage } from '@/features/lottery/DeliveryInfoPage'
import { deliveryInfoPageProps } from '@/server/pages/lottery'

/** `/m/DeliveryInfo?drawId=N`: delivery details of a won physical prize. */
export const getStaticProps = deliveryInfoPageProps

export default DeliveryInfoPage
