/**
 * The browser's types of the services' answers are the handlers' own (src/server/http/answers.ts):
 * a handler that stops answering a field the pages read fails typecheck here and at the call site.
 * These are type assertions (npm run typecheck); at run time they only check the rows' builders.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'

import type * as api from '@/features/auth/api'
import type { DrawResult, LotteryStatus } from '@/features/lottery/api'
import type { Json } from '@/server/http/answers'
import type { ReportAnswer } from '@/server/report/endpoints'
import { ok, type SellerContext } from '@/server/http/context'
import { query } from '@/server/http/endpoint'
import type { UserAnswer } from '@/server/services'

describe('answer types', () => {
  it('carry the fields the handler answers, with messageKey turned into message', () => {
    expectTypeOf<UserAnswer<'/user/logout'>>().toEqualTypeOf<{ code: 200; message: string }>()
    expectTypeOf<UserAnswer<'/user-shop/list'>['data']['max']>().toEqualTypeOf<20>()
    expectTypeOf<api.SellerShop['clientId']>().toEqualTypeOf<string>()
    expectTypeOf<UserAnswer<'/user/channelUserInfo'>['data']['wechat']>().toEqualTypeOf<{ bound: boolean; nickname: string | null; avatar: string | null }>()
    expectTypeOf<api.SessionUser>().toHaveProperty('passwordStatus').toEqualTypeOf<boolean>()
    expectTypeOf<api.SessionUser>().toHaveProperty('mobile').toEqualTypeOf<string>()
  })

  it('keep every variant a handler answers', () => {
    // The newcomer trial: given, already given, not offered.
    expectTypeOf<UserAnswer<'/user-account/giveAway'>['data']['reason']>().toEqualTypeOf<string | undefined>()
    // A login: the credential, or a risk challenge the sheet narrows to.
    expectTypeOf<api.RiskChallenge>().toHaveProperty('riskScene')
    expectTypeOf<Extract<api.LoginResponse, { code: 200 }>>().toHaveProperty('loginCredential').toEqualTypeOf<string>()
    expectTypeOf<api.CaptchaSession>().toEqualTypeOf<{ provider: 'tencent'; appId: string } | { provider: 'local'; challenge: string; target: number }>()
  })

  it('are what the browser calls resolve to', () => {
    expectTypeOf<ReturnType<typeof api.listShops>>().resolves.toEqualTypeOf<UserAnswer<'/user-shop/list'>>()
    expectTypeOf<ReturnType<typeof api.currentUser>>().resolves.toEqualTypeOf<UserAnswer<'/user/info'>>()
    expectTypeOf<LotteryStatus['chances']>().toEqualTypeOf<number | null>()
    expectTypeOf<DrawResult>().toHaveProperty('drawId').toEqualTypeOf<number>()
  })

  it('name a report row answer by its answer field', () => {
    expectTypeOf<ReportAnswer<'/user-account/getUserProductAndPolicy'>>().toHaveProperty('playLoad')
    expectTypeOf<ReportAnswer<'/goods-detail/goodsMakeUp'>['data']['duplicate']>().toEqualTypeOf<boolean>()
    expectTypeOf<ReportAnswer<'/goods-ranking/list'>['data']['date']>().toEqualTypeOf<string | null>()
  })

  it('are JSON: dates become strings, readonly lists plain lists', () => {
    expectTypeOf<Json<{ at: Date; list: readonly { id: number }[] }>>().toEqualTypeOf<{ at: string; list: { id: number }[] }>()
  })

  it('leave the rows typed as before: input from the schema, a seller handler only on a seller row', () => {
    const schema = z.object({ id: z.number() })
    const row = query('GET', schema, async (_ctx: SellerContext, input) => {
      expectTypeOf(input).toEqualTypeOf<{ id: number }>()
      return ok({ data: { id: input.id } })
    })
    expect(row.auth).toBe('session')
    // @ts-expect-error a handler that needs the session cannot serve a guest's row
    query('GET', schema, async (_ctx: SellerContext) => ok(), { auth: 'none' })
  })
})
