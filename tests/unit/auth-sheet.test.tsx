import i18next from 'i18next'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { NextRouter } from 'next/router'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { AuthPanel } from '@/features/auth/AuthPanel'
import type { SheetRequest } from '@/features/auth/auth-ui'
import { LOCALES } from '@/lib/i18n/locales'

import en from '../../locales/en/auth.json'
import ru from '../../locales/ru/auth.json'
import zh from '../../locales/zh/auth.json'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { zh: { auth: zh }, en: { auth: en }, ru: { auth: ru } }, lng: 'zh', ns: ['auth'], defaultNS: 'auth' })

const router = { push: async () => true, query: {}, isReady: true } as unknown as NextRouter

async function render(locale: string, request: Partial<SheetRequest>) {
  await i18n.changeLanguage(locale)
  return renderToStaticMarkup(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <AuthPanel request={{ view: 'login', tab: 'password', variant: 'default', ...request }} titleId="sheet-title" onFinished={() => undefined} />
      </I18nextProvider>
    </RouterContext.Provider>,
  )
}

const labelFor = (html: string, text: string) => new RegExp(`<label for="[^"]+"[^>]*>${text}</label>`).test(html)

describe('login and register sheet', () => {
  it('has password / SMS / WeChat tabs and labelled fields (zh)', async () => {
    const html = await render('zh', {})
    expect(html).toContain('id="sheet-title"')
    expect(html).toContain('账号登录')
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>密码登录</)
    expect(labelFor(html, '手机号')).toBe(true)
    expect(labelFor(html, '密码')).toBe(true)
    expect(html).toContain('立即登录')
    expect(html).toContain('没有账号？')
  })

  it('SMS tab has the code field and the get-code button', async () => {
    const html = await render('zh', { tab: 'sms' })
    expect(labelFor(html, '短信验证码')).toBe(true)
    expect(html).toMatch(/data-testid="sms-code-button"[^>]*>获取验证码</)
  })

  it('register and activity titles', async () => {
    expect(await render('zh', { view: 'register' })).toContain('注册领取新人免费礼包')
    const activity = await render('en', { view: 'register', variant: 'activity' })
    expect(activity).toContain('Finish registration or log in to draw a lottery')
    expect(activity).toContain('Have an account?')
  })

  it('leaves no untranslated key in any language or view', async () => {
    for (const locale of LOCALES) {
      for (const request of [{}, { tab: 'sms' as const }, { view: 'register' as const }, { view: 'reset' as const }]) {
        const html = await render(locale, request)
        expect(html, `${locale} ${JSON.stringify(request)}`).not.toMatch(/>(sheet|message|guide|captcha|policy|validation)\.[a-zA-Z.]+</)
      }
    }
  })
})
