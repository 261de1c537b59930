import type { GetStaticProps } from 'next'

import { HomePage } from '@/features/home/HomePage'
import { type HomePageProps, homePageProps } from '@/server/pages/home-props'

/** `/`, `/en` and `/ru`: the home page in each language. */
export const getStaticProps: GetStaticProps<HomePageProps> = (context) => homePageProps(context)

export default HomePage
