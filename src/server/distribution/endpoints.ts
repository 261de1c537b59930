/**
 * The distribution service's surface (spec section 7): /api/dis/distribution + path, and the
 * coupon lobby under /api/product/pay (src/server/services.ts). Same rules as the user service (src/server/http/json-service.ts).
 */
import type { AnswerOf } from '@/server/http/answers'
import { call, type Endpoint, PUBLIC, query, read } from '@/server/http/endpoint'
import * as distribution from './service'

export const DISTRIBUTION_ENDPOINTS = {
  '/public/partnerChannel': query('GET', distribution.partnerChannelSchema, distribution.partnerChannel, PUBLIC),
  '/privateAreaChannel/loginUserChannel': read(distribution.loginUserChannel),
  '/distribution-channel/getUserCooperationOrgan': call('POST', distribution.cooperationOrgan),
} satisfies Record<string, Endpoint>

export const PAY_ENDPOINTS = {
  '/user-coupon-lobby/userCouponByCouponId': query('GET', distribution.couponSchema, distribution.couponById, { auth: 'optional' }),
} satisfies Record<string, Endpoint>

/** What the browser gets from each path on success (src/server/http/answers.ts). */
export type DistributionAnswers = { [P in keyof typeof DISTRIBUTION_ENDPOINTS]: AnswerOf<(typeof DISTRIBUTION_ENDPOINTS)[P]> }
export type PayAnswers = { [P in keyof typeof PAY_ENDPOINTS]: AnswerOf<(typeof PAY_ENDPOINTS)[P]> }
