import { describe, expect, it } from 'vitest'

import { attributionFromPromote, promoteTypeOutcome } from '@/features/auth/session'
import { usePromoteStore } from '@/stores/promote'

describe('promote type after login (spec sections 4 and 8)', () => {
  it('maps the answer to a type and a warning', () => {
    expect(promoteTypeOutcome({ ok: true, body: { code: 200, payload: { channelType: 2 } } })).toEqual({ promoteType: 2, warningKey: null })
    expect(promoteTypeOutcome({ ok: true, body: { code: 30005 } })).toEqual({ promoteType: 0, warningKey: null })
    expect(promoteTypeOutcome({ ok: false, code: 30005 })).toEqual({ promoteType: 0, warningKey: null })
    expect(promoteTypeOutcome({ ok: true, body: { code: 200, payload: {} } })).toEqual({ promoteType: null, warningKey: 'message.promoteNoChannel' })
    expect(promoteTypeOutcome({ ok: true, body: { code: 200, payload: null } })).toEqual({ promoteType: null, warningKey: 'message.promoteNoChannel' })
    expect(promoteTypeOutcome({ ok: true, body: { code: 500 } })).toEqual({ promoteType: null, warningKey: 'message.promoteNotBound' })
    expect(promoteTypeOutcome({ ok: false, code: 401 })).toEqual({ promoteType: null, warningKey: 'message.promoteNotBound' })
  })
})

describe('attribution sent at registration and SMS login', () => {
  it('takes the invite and utm values the promote store captured, leaving out empty ones', () => {
    usePromoteStore.setState(usePromoteStore.getInitialState(), true)
    usePromoteStore.getState().capture('?code=AB12&utm=camp7&utm_source=douyin&aic=XY')
    usePromoteStore.getState().capture('?searchWord=ozon&keyWord=%E9%80%89%E5%93%81')
    expect(attributionFromPromote(usePromoteStore.getState())).toEqual({
      invite: 'AB12',
      invite_channel: 'camp7',
      searchWord: 'ozon',
      keyWord: '选品',
      expandInfo: JSON.stringify({ actId: 4, inviteCode: 'XY' }),
      utm_source: 'douyin',
      utm_medium: undefined,
      utm_campaign: undefined,
      utm_content: undefined,
      utm_term: undefined,
    })
  })
})
