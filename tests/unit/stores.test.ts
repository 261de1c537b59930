import { beforeEach, describe, expect, it } from 'vitest'

import { useHistoryStore } from '@/stores/history'
import { PERSIST_KEY } from '@/stores/persist'
import { registerBackHref, usePromoteStore } from '@/stores/promote'
import { useUserStore } from '@/stores/user'
import { hydrateStores } from '@/stores/hydrate'

import { installMemoryStorage } from '../helpers/memory-storage'

let storage: Map<string, string>
const persisted = () => JSON.parse(storage.get(PERSIST_KEY) ?? '{}')

beforeEach(() => {
  storage = installMemoryStorage()
  useUserStore.setState(useUserStore.getInitialState(), true)
  useHistoryStore.setState(useHistoryStore.getInitialState(), true)
  usePromoteStore.setState(usePromoteStore.getInitialState(), true)
  storage.clear()
})

describe('user store', () => {
  it('keeps info under "ddqbt".info and sets the isLogin flag', () => {
    const info = { user: { id: 7 }, channelUserInfo: { comments: { avatar: 'a.png' } } }
    useUserStore.getState().setInfo(info)
    expect(persisted()).toEqual({ info })
    expect(storage.get('isLogin')).toBe('true')
  })

  it('formats the maturity time and keys categories by typeId', () => {
    const { setProduct, setCategories } = useUserStore.getState()
    setProduct({ maturityTime: new Date(2025, 2, 4, 5, 6, 7).getTime(), bonus: { endTime: '2025-04-01 00:00:00' } })
    expect(useUserStore.getState().product).toEqual({ maturityTime: '2025-03-04 05:06:07', bonus: { endTime: '2025-04-01 00:00:00' } })
    setCategories({ categorys: [{ typeId: 99997, typeName: 'home' }], bindableNum: 1, buyNum: 2, canNextBind: true })
    expect(useUserStore.getState().mainCategory).toEqual({ 99997: { typeId: 99997, typeName: 'home' } })
    expect(useUserStore.getState().categoryBuyStatus).toEqual({ bindableNum: 1, buyNum: 2, canNextBind: true })
  })

  it('falls the service QR codes back to the first one', () => {
    useUserStore.getState().setServiceInfo({ weChatUrl: 'w1', weChatUrl3: 'w3', nickName: 'Anna' })
    const state = useUserStore.getState()
    expect([state.weChatUrl, state.weChatUrl2, state.weChatUrl3, state.weChatUrl4, state.serviceNickName]).toEqual(['w1', 'w1', 'w3', 'w1', 'Anna'])
  })

  it('sets the abnormal-filter flag from the listModel window', () => {
    useUserStore.getState().setOpenWindow([{ openType: 'other', openFlag: true }, { openType: 'listModel', openFlag: true }])
    expect(useUserStore.getState().isFilterAbnormal).toBe(true)
    useUserStore.getState().setOpenWindow([{ openType: 'listModel', openFlag: false }])
    expect(useUserStore.getState().isFilterAbnormal).toBe(false)
  })

  it('logout clears the account data and the isLogin flag', () => {
    const store = useUserStore.getState()
    store.setInfo({ user: { id: 1 } })
    store.setProduct({ maturityTime: '2025-01-01 00:00:00' })
    store.setServiceInfo({ weChatUrl: 'w1' })
    store.setPromoteType(2)
    store.setLocale('ru')
    useUserStore.getState().logout()
    const state = useUserStore.getState()
    expect([state.info, state.product, state.categoryBuyStatus, state.weChatUrl, state.promoteType]).toEqual([null, null, null, '', null])
    expect(state.locale).toBe('ru')
    expect(storage.has('isLogin')).toBe(false)
    expect(persisted()).toEqual({ info: null })
  })
})

describe('history store', () => {
  it('adds to the front without duplicates, at most 20', () => {
    const { add } = useHistoryStore.getState()
    add(1, 'phone')
    add(1, 'case')
    add(1, 'phone')
    expect(useHistoryStore.getState().good).toEqual(['phone', 'case'])
    for (let i = 0; i < 25; i++) add(4, `word ${i}`)
    expect(useHistoryStore.getState().hot_words).toHaveLength(20)
    expect(useHistoryStore.getState().hot_words[0]).toBe('word 24')
    add(2, '  ')
    expect(useHistoryStore.getState().mall).toEqual([])
  })

  it('removes by index and clears by type', () => {
    const { add, remove, clear } = useHistoryStore.getState()
    add(2, 'a')
    add(2, 'b')
    add(1, 'c')
    remove(2, 0)
    expect(useHistoryStore.getState().mall).toEqual(['a'])
    clear(2)
    expect(useHistoryStore.getState().mall).toEqual([])
    expect(persisted().history).toEqual({ good: ['c'], mall: [], hot_words: [] })
  })
})

describe('promote store', () => {
  it('captures invite and campaign data, keeping utm_term in its own item', () => {
    usePromoteStore.getState().capture('?code=AB12&utm=spring&utm_source=douyin&utm_term=ozon&aic=X1')
    const state = usePromoteStore.getState()
    expect([state.invite_code, state.utm, state.utm_source, state.utm_term]).toEqual(['AB12', 'spring', 'douyin', 'ozon'])
    expect(JSON.parse(state.expandInfo)).toEqual({ actId: 4, inviteCode: 'X1' })
    expect(storage.get('utm_term')).toBe('ozon')
    expect(persisted().promote).toMatchObject({ invite_code: 'AB12', utm: 'spring' })
  })

  it('keeps earlier values a later URL does not carry, and clears the invite after registration', () => {
    usePromoteStore.getState().capture('?code=AB12&utm=spring&searchWord=ozon')
    usePromoteStore.getState().capture('?utm_medium=cpc')
    expect([usePromoteStore.getState().invite_code, usePromoteStore.getState().searchWord]).toEqual(['AB12', 'ozon'])
    expect(persisted().promote).toMatchObject({ searchWord: 'ozon' })
    usePromoteStore.getState().clearInvite()
    const { invite_code, utm, utm_medium, searchWord } = usePromoteStore.getState()
    expect([invite_code, utm, utm_medium, searchWord]).toEqual(['', '', 'cpc', ''])
  })
})

describe('registration start page (the success page\'s "Back to the page")', () => {
  it('leads back to the stored start path, kept in memory only', () => {
    usePromoteStore.getState().setRegisterFrom('/rankings?typeId=99997')
    expect(registerBackHref(usePromoteStore.getState().registerFrom)).toBe('/rankings?typeId=99997')
    usePromoteStore.getState().capture('?utm_source=vk')
    expect(persisted().promote).not.toHaveProperty('registerFrom')
  })

  it('falls back to the language home when unknown or not a same-site path', () => {
    expect(registerBackHref(usePromoteStore.getState().registerFrom)).toBe('/')
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'promote/mobile', '']) {
      usePromoteStore.getState().setRegisterFrom(unsafe)
      expect(usePromoteStore.getState().registerFrom).toBe('')
      expect(registerBackHref(unsafe)).toBe('/')
    }
    expect(registerBackHref(null)).toBe('/')
  })
})

describe('persistence', () => {
  it('keeps all three slices in the one "ddqbt" object', () => {
    useUserStore.getState().setInfo({ user: { id: 1 } })
    useHistoryStore.getState().add(1, 'phone')
    usePromoteStore.getState().capture('?utm_source=vk')
    expect(Object.keys(persisted()).sort()).toEqual(['history', 'info', 'promote'])
  })

  it('restores the slices on hydrateStores()', async () => {
    storage.set(
      PERSIST_KEY,
      JSON.stringify({ info: { user: { id: 3 } }, history: { good: ['x'], mall: [], hot_words: [] }, promote: { invite_code: 'Z9' } }),
    )
    await hydrateStores()
    expect(useUserStore.getState().info).toEqual({ user: { id: 3 } })
    expect(useHistoryStore.getState().good).toEqual(['x'])
    expect(usePromoteStore.getState().invite_code).toBe('Z9')
    expect(usePromoteStore.getState().utm).toBe('')
  })

  it('survives corrupt stored JSON', async () => {
    storage.set(PERSIST_KEY, '{oops')
    await hydrateStores()
    expect(useUserStore.getState().info).toBeNull()
    useHistoryStore.getState().add(1, 'a')
    expect(persisted()).toMatchObject({ history: { good: ['a'] } })
  })
})
