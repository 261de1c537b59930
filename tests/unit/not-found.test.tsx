import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import GlobalNotFound from '@/app/global-not-found'
import { NotFoundMessage } from '@/features/errors/NotFoundPage'
import { LOCALES } from '@/lib/i18n/locales'

import en from '../../locales/en/common.json'
import ru from '../../locales/ru/common.json'
import zh from '../../locales/zh/common.json'

/** What the 404 page says in each language (issue 8: the subtitle was English on the zh and ru sites). */
const EXPECTED = {
  zh: { title: '您访问的页面不存在', subtitle: '抱歉，找不到该页面', home: '返回首页' },
  en: { title: 'The page you visited does not exist', subtitle: 'This page could not be found', home: 'Back to home' },
  ru: { title: 'Страница, которую вы ищете, не существует', subtitle: 'Эта страница не найдена', home: 'На главную' },
} as const

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { zh: { common: zh }, en: { common: en }, ru: { common: ru } }, lng: 'zh', ns: ['common'], defaultNS: 'common' })

describe('the 404 page', () => {
  it('says its title, subtitle and link home in the page language', async () => {
    for (const locale of LOCALES) {
      await i18n.changeLanguage(locale)
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <NotFoundMessage />
        </I18nextProvider>,
      )
      expect(html).toContain(`>${EXPECTED[locale].title}</h1>`)
      expect(html).toContain(`>${EXPECTED[locale].subtitle}</p>`)
      expect(html).toContain(`>${EXPECTED[locale].home}</a>`)
    }
  })

  it('has no English subtitle on the zh and ru sites', () => {
    for (const file of [zh, ru]) {
      expect(file.notFound.subtitle).not.toBe(en.notFound.subtitle)
      expect(file.notFound.subtitle).not.toMatch(/[A-Za-z]/)
    }
  })

  it('the app directory fallback says it in all three languages', () => {
    const html = renderToStaticMarkup(<GlobalNotFound />)
    for (const locale of LOCALES) expect(html).toContain(`>${EXPECTED[locale].subtitle}</p>`)
    expect(html).not.toContain('could not be found.')
  })
})
