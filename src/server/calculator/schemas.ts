/** Request schemas of the calculator's calls (zod); messages are keys of locales/<lang>/service.json. */
import { z } from 'zod'

import { CALCULATION_NAME_MAX, isCalculatorDay, SAVED_QUERY_MAX } from '@/lib/calculator/saved'
import { PG_INT_MAX } from '@/lib/pg-int'

/** A day between 2000 and 2100; absent: today in Moscow. */
const day = z.string({ error: 'invalidCalculatorDate' }).refine(isCalculatorDay, 'invalidCalculatorDate')

export const tariffsSchema = z.object({ date: day.optional() })

export const versionSchema = z.object({ id: z.coerce.number({ error: 'tariffVersionNotFound' }).int('tariffVersionNotFound').min(1, 'tariffVersionNotFound').max(PG_INT_MAX, 'tariffVersionNotFound') })

/** A saved calculation: its name (unique per seller) and its link's query (checked again by the service). */
export const saveCalculationSchema = z.object({
  name: z
    .string({ error: 'calculationNameRequired' })
    .trim()
    .min(1, 'calculationNameRequired')
    .max(CALCULATION_NAME_MAX, 'calculationNameTooLong'),
  query: z.string({ error: 'calculationInvalid' }).max(SAVED_QUERY_MAX, 'calculationInvalid'),
})

export const deleteCalculationSchema = z.object({ id: z.coerce.number({ error: 'calculationNotFound' }).int('calculationNotFound').min(1, 'calculationNotFound').max(PG_INT_MAX, 'calculationNotFound') })
