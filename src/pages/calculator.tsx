import type { GetStaticProps } from 'next'

import { CalculatorPage } from '@/features/calculator/CalculatorPage'
import type { ContentPageProps } from '@/server/pages/content-props'
import { calculatorPageProps, type CalculatorPageData } from '@/server/pages/calculator'

/** `/calculator`: the free cross-border profit calculator. */
export const getStaticProps: GetStaticProps<ContentPageProps<CalculatorPageData>> = calculatorPageProps

export default CalculatorPage
