/** getStaticProps of the profit calculator: today's tariffs and rate in the page (another day is fetched). */
import type { GetStaticPropsContext } from 'next'

import { CALCULATOR_PATH } from '@/lib/calculator/paths'
import type { CalculatorData } from '@/lib/calculator/types'
import { cms } from '@/server/cms/payload'
import { calculatorData } from '@/server/calculator/tariffs'
import { contentPageProps, type Loaded, type LoadContext, NAMESPACES } from './content-props'
import { MOBILE_NAMESPACES } from './mobile'

export type CalculatorPageData = CalculatorData

async function loadCalculator({ locale }: LoadContext, path: string): Promise<Loaded<CalculatorPageData>> {
  return { data: await calculatorData(await cms(), locale), path }
}

export const calculatorPageProps = (context: GetStaticPropsContext) => contentPageProps(context, (ctx) => loadCalculator(ctx, CALCULATOR_PATH), undefined, [...NAMESPACES, 'calculator'])

export const mobileCalculatorPageProps = (context: GetStaticPropsContext) => contentPageProps(context, (ctx) => loadCalculator(ctx, `/m${CALCULATOR_PATH}`), undefined, [...MOBILE_NAMESPACES, 'calculator'])
