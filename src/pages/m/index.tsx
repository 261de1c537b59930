import type { GetStaticProps } from 'next'

import { MobileHomePage } from '@/features/mobile/MobileHomePage'
import type { HomePageProps } from '@/server/pages/home-props'
import { mobileHomeProps } from '@/server/pages/mobile'

/** `/m`, `/en/m`, `/ru/m`: the mobile home. */
export const getStaticProps: GetStaticProps<HomePageProps> = (context) => mobileHomeProps(context)

export default MobileHomePage
