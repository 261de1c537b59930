/**
 * The login steps after the service accepted (spec section 4): auth_success after identity_auth,
 * account_select for a seller who is a sub-account of others, and what the user store keeps.
 */
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { AxiosError, AxiosHeaders } from 'axios'
import { afterEach, describe, expect, it } from 'vitest'

import { authClient } from '@/features/auth/api'
import { stepAfterLogin } from '@/features/auth/auth-ui'
import { completeLogin } from '@/features/auth/session'
import { useToastStore } from '@/lib/toast'
import type { PendingLogin } from '@/features/auth/LoginSheet'
import { AccountSelect, AuthSuccess } from '@/features/auth/LoginSteps'
import { LOCALES } from '@/lib/i18n/locales'
import { loginIdentity, useUserStore } from '@/stores/user'

import en from '../../locales/en/auth.json'
import ru from '../../locales/ru/auth.json'
import zh from '../../locales/zh/auth.json'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { zh: { auth: zh }, en: { auth: en }, ru: { auth: ru } }, lng: 'zh', ns: ['auth'], defaultNS: 'auth' })

const teams = [
  { id: 7, mainAccount: '138****0000', label: 'operations' },
  { id: 9, mainAccount: '139****1111', label: null },
]
const pending = { login: { code: 200, mainAccount: '13712345678', loginCredential: 'c', subAccount: teams }, account: '13712345678' } as unknown as PendingLogin

async function render(locale: string, element: React.ReactElement) {
  await i18n.changeLanguage(locale)
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>)
}

describe('the steps after an accepted login', () => {
  it('goes to auth_success after identity_auth, then to account_select only for a team member', () => {
    expect(stepAfterLogin({ subAccount: null }, { verified: true })).toBe('auth_success')
    expect(stepAfterLogin({ subAccount: teams })).toBe('account_select')
    expect(stepAfterLogin({ subAccount: null })).toBe('session')
    expect(stepAfterLogin({ subAccount: [] })).toBe('session')
    // A WeChat bind answer has no subAccount at all.
    expect(stepAfterLogin({ intent: 'bind' })).toBe('session')
  })

  it('offers the own account (masked, checked first) and each team with its label', async () => {
    const html = await render('en', <AccountSelect pending={pending} onChoose={async () => true} />)
    expect(html).toContain('My own account (137****5678)')
    expect(html).toContain('Sub-account of 138****0000 (operations)')
    expect(html).toContain('Sub-account of 139****1111<')
    expect(html.match(/type="radio"/g)).toHaveLength(3)
    expect(html).toMatch(/data-testid="account-own"[^>]*checked|checked=""[^>]*data-testid="account-own"/)
    expect(html).toMatch(/<legend[^>]*>You are a sub-account of other sellers/)
  })

  it('says "identity verified" in every language, with no untranslated key', async () => {
    for (const locale of LOCALES) {
      const html = (await render(locale, <AuthSuccess onContinue={async () => undefined} />)) + (await render(locale, <AccountSelect pending={pending} onChoose={async () => true} />))
      expect(html, locale).not.toMatch(/>steps\.[a-zA-Z]+</)
    }
    expect(await render('ru', <AuthSuccess onContinue={async () => undefined} />)).toContain('Продолжить')
  })
})

describe('the user store after login', () => {
  afterEach(() => useUserStore.getState().logout())

  it('keeps the account, the main account and the chosen team, never a credential', () => {
    const info = { user: { account: '13712345678' }, mainAccount: '138****0000', subAccount: teams[0] }
    expect(loginIdentity(info)).toEqual({ account: '13712345678', mainAccount: '138****0000', subAccount: teams[0] })
    useUserStore.getState().setInfo(info)
    useUserStore.getState().setSubAccounts(teams)
    const state = useUserStore.getState()
    const kept = loginIdentity(state.info)
    expect([kept.account, kept.mainAccount, kept.subAccount, state.subAccounts]).toEqual(['13712345678', '138****0000', teams[0], teams])
    expect(JSON.stringify(state)).not.toContain('loginCredential')

    state.logout()
    const out = useUserStore.getState()
    const gone = loginIdentity(out.info)
    expect([gone.account, gone.mainAccount, gone.subAccount, out.subAccounts]).toEqual(['', '', null, []])
  })

  it('works on the own account when the info names no team (an older session)', () => {
    expect(loginIdentity({ user: { account: '13712345678' } })).toEqual({ account: '13712345678', mainAccount: '13712345678', subAccount: null })
    expect(loginIdentity(null)).toEqual({ account: '', mainAccount: '', subAccount: null })
  })
})

describe('a login that ran out during the steps', () => {
  it('is told to log in again (not "removed from the team") when the credential expired', async () => {
    // The token call answers as the service does for a spent or expired credential.
    authClient().defaults.adapter = async (config) => {
      const response = { data: { code: 10006, message: 'The login has expired, please log in again' }, status: 400, statusText: '400', headers: AxiosHeaders.from({ 'content-type': 'application/json' }), config, request: {} }
      throw new AxiosError('status 400', AxiosError.ERR_BAD_REQUEST, config, {}, response)
    }
    expect(await completeLogin(pending.login, pending.account, 7)).toBe('expired')
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'warning', message: 'message.loginExpired' })
    expect(useUserStore.getState().info).toBeNull()
  })
})
