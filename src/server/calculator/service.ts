/**
 * The profit calculator's public calls: the tariffs and rate of a day (the page's date picker),
 * and one published version by id (to compare two). The page itself is built with the same data
 * (src/server/pages/calculator.ts).
 */
import type { z } from 'zod'

import { ok, type RequestContext } from '@/server/http/context'
import { fail } from '@/server/platform/errors'

import type * as schemas from './schemas'
import { calculatorData, tariffsById } from './tariffs'

type Input<S extends z.ZodType> = z.output<S>

export async function tariffsForDay(ctx: RequestContext, input: Input<typeof schemas.tariffsSchema>) {
  return ok({ data: await calculatorData(ctx.payload, ctx.locale, input.date, ctx.now) })
}

export async function tariffVersion(ctx: RequestContext, input: Input<typeof schemas.versionSchema>) {
  const tariffs = await tariffsById(ctx.payload, input.id, ctx.locale)
  if (!tariffs) throw fail('tariffVersionNotFound')
  return ok({ data: tariffs })
}
