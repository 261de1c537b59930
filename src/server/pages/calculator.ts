/** getStaticProps of the profit calculator: today's tariffs and rate in the page (another day is fetched). */
import type { GetStaticPropsContext } from 'next'

import { moscowDay } from '@/lib/calculator/dates'
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

/** `next build` without a database (the Docker image): no tariffs yet; the page regenerates at once. */
function noTariffsYet(path: string): Loaded<CalculatorPageData> {
  const today = moscowDay()
  return { data: { date: today, today, tariffs: null, rate: null, versions: [] }, path }
}

export const calculatorPageProps = (context: GetStaticPropsContext) =>
  contentPageProps(context, (ctx) => loadCalculator(ctx, CALCULATOR_PATH), () => noTariffsYet(CALCULATOR_PATH), [...NAMESPACES, 'calculator'])

export const mobileCalculatorPageProps = (context: GetStaticPropsContext) =>
  contentPageProps(context, (ctx) => loadCalculator(ctx, `/m${CALCULATOR_PATH}`), () => noTariffsYet(`/m${CALCULATOR_PATH}`), [...MOBILE_NAMESPACES, 'calculator'])
