import type { Payload, Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { SEED_CHANNEL, SEED_COUPON } from '@cms/seed/data/promotions'
import { APP_NAME } from '@/features/auth/api'
import { couponById, partnerChannel } from '@/server/distribution/service'
import type { RequestContext } from '@/server/http/context'

/** A request whose database answers `doc` to every find and remembers the filters it was given. */
function contextWith(doc: Record<string, unknown>) {
  const wheres: Where[] = []
  const payload = {
    find: async ({ where }: { where: Where }) => {
      wheres.push(where)
      return { docs: [doc] }
    },
  } as unknown as Payload
  return { ctx: { payload, locale: 'en' } as unknown as RequestContext, wheres }
}

describe('distribution lookups (issue 16)', () => {
  it('seed the demo channel and coupon with the appId the client sends', () => {
    expect(APP_NAME).toBe('ozon')
    expect(SEED_CHANNEL.appId).toBe(APP_NAME)
    expect(SEED_COUPON.appId).toBe(APP_NAME)
  })

  it('find a partner channel by its url code alone, whatever appId the caller sends', async () => {
    for (const appId of [APP_NAME, 'ddqbt', undefined]) {
      const { ctx, wheres } = contextWith({ id: 1, name: 'Demo', urlCode: 'demo-partner', appId: APP_NAME, channelType: 1 })
      const result = await partnerChannel(ctx, { urlCode: 'demo-partner', appId })
      expect(result.body).toMatchObject({ data: { urlCode: 'demo-partner', appId: APP_NAME, channelType: 1 } })
      expect(JSON.stringify(wheres)).not.toContain('appId')
      expect(JSON.stringify(wheres)).toContain('demo-partner')
    }
  })

  it('find a coupon by its id alone, whatever appId the caller sends', async () => {
    for (const appId of [APP_NAME, 'ddqbt', undefined]) {
      const { ctx, wheres } = contextWith({ couponId: 'NEWCOMER50', appId: APP_NAME, name: 'x', faceValue: 50, active: true, validFrom: '2000-01-01', validTo: '2999-01-01' })
      const result = await couponById(ctx, { couponId: 'NEWCOMER50', appId })
      expect(result.body).toMatchObject({ data: { couponId: 'NEWCOMER50', appId: APP_NAME, status: 'active' } })
      expect(wheres).toEqual([{ couponId: { equals: 'NEWCOMER50' } }])
    }
  })
})
