import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { LessonGrid } from '@/features/lessons/LessonGrid'
import { LOCALES } from '@/lib/i18n/locales'

import en from '../../locales/en/content.json'
import ru from '../../locales/ru/content.json'
import zh from '../../locales/zh/content.json'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { zh: { content: zh }, en: { content: en }, ru: { content: ru } }, lng: 'zh', ns: ['content'] })

describe('empty lists', () => {
  it('say "no data" in the page’s language', async () => {
    const expected = { zh: '暂无数据', en: 'No data', ru: 'Нет данных' }
    for (const locale of LOCALES) {
      await i18n.changeLanguage(locale)
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <ArticleGrid articles={[]} locale={locale} />
          <LessonGrid lessons={[]} />
        </I18nextProvider>,
      )
      expect(html.split(expected[locale]).length - 1).toBe(2)
    }
  })
})
