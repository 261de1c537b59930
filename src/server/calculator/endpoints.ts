/** The profit calculator (/calculator), under the user service's base (src/server/services.ts merges them). */
import { type Endpoint, PUBLIC, query } from '@/server/http/endpoint'

import * as schemas from './schemas'
import * as calculator from './service'

export const CALCULATOR_ENDPOINTS = {
  // Ours (the spec has no calculator): a day's tariffs and rate, and a version to compare with.
  '/calculator/tariffs': query('GET', schemas.tariffsSchema, calculator.tariffsForDay, PUBLIC),
  '/calculator/version': query('GET', schemas.versionSchema, calculator.tariffVersion, PUBLIC),
} satisfies Record<string, Endpoint>
