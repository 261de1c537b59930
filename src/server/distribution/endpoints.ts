/**
 * The distribution service's surface (spec section 7): /api/dis/distribution + path, and the
 * coupon lobby under /api/product/pay. Same rules as the user service (src/server/user/http.ts).
 */
import { call, type Endpoint, PUBLIC, query, read } from '@/server/user/endpoints'
import * as distribution from './service'

export const DISTRIBUTION_BASE = '/api/dis/distribution'
export const PAY_BASE = '/api/product/pay'

export const DISTRIBUTION_ENDPOINTS: Record<string, Endpoint> = {
  '/public/partnerChannel': query('GET', distribution.partnerChannelSchema, distribution.partnerChannel, PUBLIC),
  '/privateAreaChannel/loginUserChannel': read(distribution.loginUserChannel),
  '/distribution-channel/getUserCooperationOrgan': call('POST', distribution.cooperationOrgan),
}

export const PAY_ENDPOINTS: Record<string, Endpoint> = {
  '/user-coupon-lobby/userCouponByCouponId': query('GET', distribution.couponSchema, distribution.couponById, { auth: 'optional' }),
}
