import type { GetStaticProps } from 'next'

import { MobileCalculatorPage } from '@/features/calculator/CalculatorPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import { type CalculatorPageData, mobileCalculatorPageProps } from '@/server/pages/calculator'

/** `/m/calculator`: the profit calculator on phones. */
export const getStaticProps: GetStaticProps<ContentPageProps<CalculatorPageData>> = mobileCalculatorPageProps

export default MobileCalculatorPage
