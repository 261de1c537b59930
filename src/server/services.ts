/**
 * Which tables answer under each JSON service's base path: the user service's base carries the
 * rows of seven domains (spec section 7 puts them there), each domain keeping its own table. The
 * route files under src/pages/api hand a service to src/server/http/json-service.ts.
 */
import type { AnswerOf } from '@/server/http/answers'
import type { JsonService } from '@/server/http/json-service'
import { CALCULATOR_ENDPOINTS } from '@/server/calculator/endpoints'
import { COMMUNITY_ENDPOINTS } from '@/server/community/endpoints'
import { DISTRIBUTION_ENDPOINTS, PAY_ENDPOINTS } from '@/server/distribution/endpoints'
import { IDENTITY_ENDPOINTS } from '@/server/identity/endpoints'
import { LOTTERY_ENDPOINTS } from '@/server/lottery/endpoints'
import { SHOP_ENDPOINTS } from '@/server/shops/endpoints'
import { UPLOAD_ENDPOINTS } from '@/server/uploads/endpoints'
import { USER_ENDPOINTS } from '@/server/user/endpoints'

/** Every row under /api/ram/ddqbt/v1 (a path may appear in one table only: tests/unit/endpoint-access.test.ts). */
export const USER_SERVICE_ENDPOINTS = {
  ...USER_ENDPOINTS,
  ...COMMUNITY_ENDPOINTS,
  ...UPLOAD_ENDPOINTS,
  ...IDENTITY_ENDPOINTS,
  ...SHOP_ENDPOINTS,
  ...LOTTERY_ENDPOINTS,
  ...CALCULATOR_ENDPOINTS,
}

/** The tables merged above, by domain (for the check that no path is in two of them). */
export const USER_SERVICE_TABLES = { USER_ENDPOINTS, COMMUNITY_ENDPOINTS, UPLOAD_ENDPOINTS, IDENTITY_ENDPOINTS, SHOP_ENDPOINTS, LOTTERY_ENDPOINTS, CALCULATOR_ENDPOINTS }

export const USER_SERVICE: JsonService = { base: '/api/ram/ddqbt/v1', endpoints: USER_SERVICE_ENDPOINTS }
export const DISTRIBUTION_SERVICE: JsonService = { base: '/api/dis/distribution', endpoints: DISTRIBUTION_ENDPOINTS }
export const PAY_SERVICE: JsonService = { base: '/api/product/pay', endpoints: PAY_ENDPOINTS }

/** What the browser gets from each path of the user service on success (error answers are `{ code, message }`). */
export type UserAnswers = { [P in keyof typeof USER_SERVICE_ENDPOINTS]: AnswerOf<(typeof USER_SERVICE_ENDPOINTS)[P]> }
export type UserAnswer<P extends keyof UserAnswers> = UserAnswers[P]
