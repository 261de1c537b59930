/**
 * Deny by default: every service row is a signed-in seller's unless it says otherwise. The
 * rows a guest may call are listed here, so opening one more is a decision a review sees.
 */
import { describe, expect, it } from 'vitest'

import { DISTRIBUTION_ENDPOINTS, PAY_ENDPOINTS } from '@/server/distribution/endpoints'
import { REPORT_ENDPOINTS } from '@/server/report/endpoints'
import { EXPORT_ENDPOINTS } from '@/server/exports/endpoints'
import { USER_SERVICE_ENDPOINTS as USER_ENDPOINTS, USER_SERVICE_TABLES } from '@/server/services'

const open = (table: Record<string, { auth: string }>) =>
  Object.entries(table)
    .filter(([, endpoint]) => endpoint.auth !== 'session')
    .map(([path, endpoint]) => `${endpoint.auth} ${path}`)
    .sort()

describe('service endpoints', () => {
  it('answer guests only where the table says so (user service)', () => {
    expect(open(USER_ENDPOINTS)).toEqual(
      [
        'none /calculator/tariffs',
        'none /calculator/version',
        'none /captcha/getUserSessionId',
        'none /captcha/verifyLocal',
        'none /lottery/fairness',
        'none /lottery/winners',
        'none /public/botSignalKey',
        'none /public/message',
        'none /public/sendMessageV2',
        'none /public/sendMessageV3',
        'none /public/sendTencentMessage',
        'none /queAndAns/categories',
        'none /user/createQbt3AccessTokenV2',
        'none /user/createUserAndBindWxV2',
        'none /user/hasUserByMobile',
        'none /user/hasUserSendMessageV2',
        'none /user/identity/sendCode',
        'none /user/introspect',
        'none /user/loginQbt3AccountPc',
        'none /user/loginQbt3AccountV2',
        'none /user/queryFollowServiceInfo',
        'none /user/registerUserV2',
        'none /wechat/localScan',
        'optional /article/likeState',
        'optional /lottery/status',
        'optional /public/resetPassword',
        'optional /user/identity/verify',
        'optional /user/logout',
        'optional /wechat/createLoginQrcode',
      ].sort(),
    )
  })

  it('answer guests only where the table says so (distribution, pay, report)', () => {
    expect(open(DISTRIBUTION_ENDPOINTS)).toEqual(['none /public/partnerChannel'])
    expect(open(PAY_ENDPOINTS)).toEqual(['optional /user-coupon-lobby/userCouponByCouponId'])
    const sellers = Object.entries(REPORT_ENDPOINTS).filter(([, endpoint]) => endpoint.auth === 'session')
    expect(sellers.map(([path]) => path).sort()).toEqual(['/goods-detail/goodsMakeUp', '/mall-detail/mallReceivable', '/user-account/getUserProductAndPolicy', '/user-account/userCategoryList'])
  })

  it('let only a signed-in seller manage sub-accounts, each change under the Control-T check', () => {
    const rows = Object.entries(USER_ENDPOINTS).filter(([path]) => path.startsWith('/user/subAccounts'))
    expect(rows.map(([path, endpoint]) => `${endpoint.method} ${endpoint.auth} ${endpoint.writes ? 'writes' : 'reads'} ${path}`).sort()).toEqual([
      'GET session reads /user/subAccounts',
      'POST session writes /user/subAccounts/accept',
      'POST session writes /user/subAccounts/add',
      'POST session writes /user/subAccounts/leave',
      'POST session writes /user/subAccounts/remove',
    ])
    // Adding says whether a phone is registered: budgets per address and per seller.
    expect(USER_ENDPOINTS['/user/subAccounts/add'].limits).toEqual([
      ['existencePerIpHour', 'ip'],
      ['subAccountAddsPerSellerDay', 'seller'],
    ])
  })

  it('let programs read without the browser’s risk header only the public data meant for them', () => {
    const open = Object.entries(USER_ENDPOINTS).filter(([, endpoint]) => endpoint.openData)
    expect(open.map(([path, endpoint]) => `${endpoint.method} ${endpoint.auth} ${path}`)).toEqual(['GET none /lottery/fairness'])
  })

  it('keep each path of the user service in one domain table (a merge would hide the first)', () => {
    const paths = Object.values(USER_SERVICE_TABLES).flatMap((table) => Object.keys(table))
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
    expect(paths.length).toBe(Object.keys(USER_ENDPOINTS).length)
  })

  it('answer the admin exports to staff only, marketers and admins for the marketing data', () => {
    expect(Object.values(EXPORT_ENDPOINTS).every((endpoint) => endpoint.auth === 'staff')).toBe(true)
    expect(Object.fromEntries(Object.entries(EXPORT_ENDPOINTS).map(([path, endpoint]) => [path, endpoint.roles]))).toEqual({
      '/attribution.csv': ['admin', 'marketer'],
      '/lottery-claims.csv': ['admin', 'marketer'],
      '/top-up-applications.csv': [],
    })
  })

  it('keep the internal introspection off the browser path', () => {
    expect(USER_ENDPOINTS['/user/introspect']).toMatchObject({ internal: true })
    expect(Object.entries(USER_ENDPOINTS).filter(([, endpoint]) => endpoint.internal).map(([path]) => path)).toEqual(['/user/introspect'])
  })
})
