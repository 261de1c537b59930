/**
 * Counts shown to visitors (issue items 9 and 13): ranking cells, article views, question views and
 * answers, likes all go through formatCount in the page's language: the spec's "w" in zh, the
 * reader's compact notation in en and ru.
 */
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { LikeButton } from '@/features/community/LikeButton'
import { MobileArticleList, MobileLessonList } from '@/features/mobile/MobileLists'
import { QuestionList } from '@/features/qa/QuestionViews'
import { RankingCells } from '@/features/rankings/columns'
import type { Locale } from '@/lib/i18n/locales'
import type { ArticleCard } from '@/server/content/articles'
import type { LessonCard } from '@/server/content/lessons'
import type { QuestionPage } from '@/server/content/qa'

import en from '../../locales/en/content.json'
import ru from '../../locales/ru/content.json'
import zh from '../../locales/zh/content.json'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { zh: { content: zh }, en: { content: en }, ru: { content: ru } }, lng: 'zh', ns: ['content'] })

/** Russian separates units with a non-breaking space. */
const nb = (text: string) => text.replaceAll(' ', '\u00a0')
/** The text of rendered markup, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/ +/g, ' ')

async function render(locale: Locale, element: React.ReactElement) {
  await i18n.changeLanguage(locale)
  return text(renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>))
}

const article: ArticleCard = { id: 1, title: 'Ozon FBO', summary: '', section: 'operate', href: '/business-college/operate/1', cover: null, publishedAt: null, views: 47_310, tags: [] }
const question: QuestionPage['items'][number] = {
  id: 7,
  title: 'Boxes for FBO?',
  excerpt: '',
  href: '/answerDetail/7',
  askedBy: 'Li',
  askedAt: '2026-03-05T00:00:00.000Z',
  views: 18_000,
  tags: [],
  category: null,
  answerCount: 12_345,
  hasAccepted: false,
}

describe('view counts', () => {
  it('show on article cards in the page’s language, as rankings do', async () => {
    expect(await render('zh', <ArticleGrid articles={[article]} locale="zh" />)).toContain('4.7w 次阅读')
    expect(await render('en', <ArticleGrid articles={[article]} locale="en" />)).toContain('47.3K views')
    expect(await render('ru', <ArticleGrid articles={[article]} locale="ru" />)).toContain(`Просмотров: ${nb('47,3 тыс.')}`)
  })

  it('keep raw small numbers and their plural', async () => {
    expect(await render('en', <ArticleGrid articles={[{ ...article, views: 1 }]} locale="en" />)).toContain('1 view')
    expect(await render('en', <ArticleGrid articles={[{ ...article, views: 873 }]} locale="en" />)).toContain('873 views')
  })

  it('show on the phone’s article and lesson lists', async () => {
    const lesson: LessonCard = { id: 3, title: 'Listing', summary: '', href: '/lesson/3', cover: null, level: 'beginner', lecturer: null, chapterCount: 1, duration: 5, views: 1_234_567, publishedAt: null }
    const zhText = await render('zh', <><MobileArticleList articles={[article]} locale="zh" /><MobileLessonList lessons={[lesson]} locale="zh" /></>)
    expect(zhText).toContain('4.7w 次阅读')
    expect(zhText).toContain('123.5w 次阅读')
    const enText = await render('en', <><MobileArticleList articles={[article]} locale="en" /><MobileLessonList lessons={[lesson]} locale="en" /></>)
    expect(enText).toContain('47.3K views')
    expect(enText).toContain('1.2M views')
  })

  it('and answer counts show on question lists', async () => {
    const list: QuestionPage = { items: [question], page: 1, totalPages: 1, total: 1 }
    const zhText = await render('zh', <QuestionList list={list} locale="zh" />)
    expect(zhText).toContain('1.8w 次阅读')
    expect(zhText).toContain('1.2w 个回答')
    const enText = await render('en', <QuestionList list={list} locale="en" />)
    expect(enText).toContain('18K views')
    expect(enText).toContain('12.3K answers')
    const ruText = await render('ru', <QuestionList list={list} locale="ru" />)
    expect(ruText).toContain(`Просмотров: ${nb('18 тыс.')}`)
    expect(ruText).toContain(`Ответов: ${nb('12,3 тыс.')}`)
  })
})

describe('like counts', () => {
  it('show through the same formatter', async () => {
    expect(await render('zh', <LikeButton targetType="article" targetId={1} count={18_000} locale="zh" />)).toContain('1.8w')
    expect(await render('en', <LikeButton targetType="article" targetId={1} count={18_000} locale="en" />)).toContain('18K')
    expect(await render('ru', <LikeButton targetType="article" targetId={1} count={18_000} locale="ru" />)).toContain(nb('18 тыс.'))
    expect(await render('en', <LikeButton targetType="article" targetId={1} count={3} locale="en" />)).toMatch(/ 3 $/)
  })
})

describe('ranking cells', () => {
  const row = { rank: 1, goodsName: 'Kettle', thumbUrl: null, daySales: 18_000, price: 19.9, dayGrowth: 2.345 }
  const cells = async (locale: Locale) =>
    text(renderToStaticMarkup(<table><tbody><tr><RankingCells kind="good" row={row} locale={locale} /></tr></tbody></table>))
      .trim()
      .split(/ (?=\S)/)

  it('use the spec’s w in zh and the compact notation in en and ru', async () => {
    // Rank, name, day's sales, sales amount (19.9 × 18,000 = 358,200), growth.
    expect(await cells('zh')).toEqual(['1', 'Kettle', '1.8w', '35.8w', '2.3x'])
    expect(await cells('en')).toEqual(['1', 'Kettle', '18K', '358.2K', '2.3x'])
    expect(await cells('ru')).toEqual(['1', 'Kettle', nb('18 тыс.'), nb('358,2 тыс.'), '2.3x'])
  })
})
