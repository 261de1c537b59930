/** The profit calculator (/calculator), under the user service's base (src/server/services.ts merges them). */
import { body, type Endpoint, PUBLIC, query, read } from '@/server/http/endpoint'

import * as saved from './saved'
import * as schemas from './schemas'
import * as calculator from './service'

export const CALCULATOR_ENDPOINTS = {
  // Ours (the spec has no calculator): a day's tariffs and rate, and a version to compare with.
  '/calculator/tariffs': query('GET', schemas.tariffsSchema, calculator.tariffsForDay, PUBLIC),
  '/calculator/version': query('GET', schemas.versionSchema, calculator.tariffVersion, PUBLIC),
  // A signed-in seller's saved calculations (compared on /account): list, save (a name used
  // again replaces), delete. Only the session's own.
  '/calculator/saved/list': read(saved.listSaved),
  '/calculator/saved/save': body(schemas.saveCalculationSchema, saved.saveCalculation, { auth: 'session' }),
  '/calculator/saved/delete': body(schemas.deleteCalculationSchema, saved.deleteSaved, { auth: 'session' }),
} satisfies Record<string, Endpoint>
