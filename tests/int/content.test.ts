/** The content collections on a real database through Payload's local API: seed, localization, access, drafts. */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@cms/access/roles'

import { ARTICLE_SECTIONS, LIST_PAGE_SIZE } from '@/lib/content/sections'
import { getArticle, listArticles } from '@/server/content/articles'
import { loadHomeContent } from '@/server/content/home'
import { getQuestion, listQuestions } from '@/server/content/qa'

import { createStaff } from '../helpers/staff'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
})

const staff = (role: Role) => createStaff(payload, role)

describe('demo content', () => {
  it('fills every section with enough published articles for two list pages, marked as demo', async () => {
    for (const section of ARTICLE_SECTIONS) {
      const { totalDocs } = await payload.count({ collection: 'articles', where: { section: { equals: section }, _status: { equals: 'published' }, isDemo: { equals: true } } })
      expect(totalDocs, section).toBeGreaterThan(LIST_PAGE_SIZE)
    }
    expect((await payload.count({ collection: 'lessons', where: { isDemo: { equals: true } } })).totalDocs).toBeGreaterThanOrEqual(6)
    expect((await payload.count({ collection: 'categories' })).totalDocs).toBe(12)
  })

  it('is translated: titles differ per language and bodies are rich text', async () => {
    const [zh, en, ru] = await Promise.all(['zh', 'en', 'ru'].map((locale) => listArticles('operate', 1, { locale: locale as 'zh' })))
    expect(zh?.items[0]?.title).toMatch(/[\u4e00-\u9fff]/)
    expect(en?.items[0]?.title).toMatch(/^[^\u4e00-\u9fff]+$/)
    expect(ru?.items[0]?.title).toMatch(/[а-яё]/i)
    const article = await getArticle(zh?.items[0]?.id as number, { locale: 'ru' })
    expect(article?.body?.root.children.length).toBeGreaterThan(1)
  })

  it('names the 12 fixed categories by typeId in each language', async () => {
    const category = await payload.find({ collection: 'categories', where: { typeId: { equals: 99991 } }, locale: 'en' })
    expect(category.docs[0]?.name).toBe('Digital appliances')
    const ru = await payload.find({ collection: 'categories', where: { typeId: { equals: 99991 } }, locale: 'ru' })
    expect(ru.docs[0]?.name).toBe('Цифровая техника')
  })

  it('features editor-chosen articles on the home page with the editable claims', async () => {
    const home = await loadHomeContent('en')
    expect(home.claims.map((claim) => claim.value)).toEqual(['80%+', '20+', '12'])
    expect(home.hotArticles.length).toBeGreaterThan(0)
    expect(home.lessons.length).toBeGreaterThan(0)
    expect(home.news.every((article) => ['industry-news', 'electricity'].includes(article.section))).toBe(true)
  })

  it('threads QA answers under their question, the accepted one first', async () => {
    const list = await listQuestions(1, 'en')
    const withAnswers = list?.items.find((item) => item.answerCount > 1 && item.hasAccepted)
    expect(withAnswers).toBeTruthy()
    const question = await getQuestion(withAnswers?.id as number, 'en')
    expect(question?.answers[0]?.accepted).toBe(true)
  })
})

describe('drafts and access', () => {
  it('never shows a draft to the public, but does to a preview', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: 'Unpublished draft', section: 'operate', _status: 'draft' },
      draft: true,
      context,
    })
    try {
      expect(await getArticle(draft.id, { locale: 'zh' })).toBeNull()
      expect(await payload.find({ collection: 'articles', where: { id: { equals: draft.id } }, overrideAccess: false })).toMatchObject({ totalDocs: 0 })
      expect((await getArticle(draft.id, { locale: 'zh', draft: true }))?.title).toBe('Unpublished draft')
      const list = await listArticles('operate', 1, { locale: 'zh' })
      expect(list?.items.map((item) => item.id)).not.toContain(draft.id)
    } finally {
      await payload.delete({ collection: 'articles', id: draft.id, context })
    }
  })

  it('keeps the published version public while a newer draft is being edited', async () => {
    const published = await payload.create({ collection: 'articles', data: { title: 'Live title', section: 'resource', _status: 'published' }, context })
    try {
      await payload.update({ collection: 'articles', id: published.id, data: { title: 'Draft title' }, draft: true, context })
      expect((await getArticle(published.id, { locale: 'zh' }))?.title).toBe('Live title')
      expect((await getArticle(published.id, { locale: 'zh', draft: true }))?.title).toBe('Draft title')
    } finally {
      await payload.delete({ collection: 'articles', id: published.id, context })
    }
  })

  it('fills a missing slug and refuses one that is not URL-safe', async () => {
    const doc = await payload.create({ collection: 'articles', data: { title: '只有中文标题', section: 'resource', _status: 'published' }, context })
    try {
      expect(doc.slug).toMatch(/^doc-[a-z0-9]+$/)
      await expect(payload.update({ collection: 'articles', id: doc.id, data: { slug: 'Bad Slug!' }, context })).rejects.toMatchObject({ status: 400 })
    } finally {
      await payload.delete({ collection: 'articles', id: doc.id, context })
    }
  })

  it('lets editors write articles; marketers and the public only read them', async () => {
    const editor = await staff('editor')
    const marketer = await staff('marketer')
    try {
      const created = await payload.create({
        collection: 'articles',
        data: { title: 'By an editor', section: 'operate', _status: 'draft' },
        draft: true,
        overrideAccess: false,
        user: editor,
        context,
      })
      await payload.delete({ collection: 'articles', id: created.id, context })
      await expect(
        payload.create({ collection: 'articles', data: { title: 'By a marketer', section: 'operate' }, overrideAccess: false, user: marketer, context }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.create({ collection: 'articles', data: { title: 'Anonymous', section: 'operate' }, overrideAccess: false, context }),
      ).rejects.toMatchObject({ status: 403 })
    } finally {
      await payload.delete({ collection: 'users', where: { id: { in: [editor.id, marketer.id] } } })
    }
  })

  it('hides QA posts until moderation approves them', async () => {
    const question = await payload.create({
      collection: 'qa-questions',
      data: { title: 'Pending question', askedBy: 'seller', askedAt: new Date().toISOString(), status: 'pending' },
      context,
    })
    try {
      expect(await getQuestion(question.id, 'zh')).toBeNull()
      await payload.update({ collection: 'qa-questions', id: question.id, data: { status: 'approved' }, context })
      expect((await getQuestion(question.id, 'zh'))?.title).toBe('Pending question')
    } finally {
      await payload.delete({ collection: 'qa-questions', id: question.id, context })
    }
  })
})
