import type { GetStaticProps } from 'next'

import { CollegeHomePage } from '@/features/college/CollegeHomePage'
import { contentPageProps, type ContentPageProps } from '@/server/pages/content-props'
import { type CollegeHomeData, emptyCollegeHome, loadCollegeHome } from '@/server/pages/hubs'

/** `/business-college` (and `/college/home`, which redirects here): the college home. */
export const getStaticProps: GetStaticProps<ContentPageProps<CollegeHomeData>> = (context) => contentPageProps(context, loadCollegeHome, emptyCollegeHome)

export default CollegeHomePage
