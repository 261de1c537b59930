/**
 * Publishing requires the default language (cms/hooks/requireDefaultLocale.ts): a document
 * published from the English admin must have its required localized fields in zh; a draft may be
 * saved in any language.
 */
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getLocalI18n, getPayload, ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
})

/** A request speaking English in the admin (the error message follows it). */
const english = async () => ({ i18n: await getLocalI18n({ config: payload.config, language: 'en' }) })

const lexical = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

/** The refusal: a ValidationError on `paths`, its message asking for 中文. */
async function refused(save: Promise<unknown>, paths: string[], english = true) {
  const error = await save.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ValidationError)
  const errors = (error as ValidationError).data.errors
  expect(errors.map((item) => item.path)).toEqual(paths)
  if (english) expect(errors[0]?.message).toMatch(/^Publishing needs the Chinese \(default language\) text of: .*Switch the language to 中文 and fill it in\.$/)
}

describe('publishing requires the default language (zh)', () => {
  it('refuses a promotion published only in English, keeps an English draft, publishes once zh is filled', async () => {
    const slug = `zh-required-${Date.now()}`
    const layout = [{ blockType: 'richText', content: lexical('English body') }]
    await refused(
      payload.create({ collection: 'promotions', locale: 'en', overrideAccess: true, context, req: await english(), data: { _status: 'published', slug, format: 'desktop', title: 'English only', layout } as never }),
      ['title', 'layout.0.content'],
    )

    const draft = await payload.create({ collection: 'promotions', locale: 'en', overrideAccess: true, context, draft: true, data: { _status: 'draft', slug, format: 'desktop', title: 'English only', layout } as never })
    expect(draft._status).toBe('draft')
    await refused(payload.update({ collection: 'promotions', id: draft.id, locale: 'en', overrideAccess: true, context, req: await english(), data: { _status: 'published' } }), [
      'title',
      'layout.0.content',
    ])

    // The heading in zh alone is not enough: the block's text is required too.
    const rowId = draft.layout?.[0]?.id
    await payload.update({ collection: 'promotions', id: draft.id, locale: 'zh', overrideAccess: true, context, draft: true, data: { _status: 'draft', title: '只有中文标题' } })
    await refused(payload.update({ collection: 'promotions', id: draft.id, locale: 'en', overrideAccess: true, context, req: await english(), data: { _status: 'published' } }), ['layout.0.content'])

    await payload.update({
      collection: 'promotions',
      id: draft.id,
      locale: 'zh',
      overrideAccess: true,
      context,
      draft: true,
      data: { _status: 'draft', layout: [{ id: rowId, blockType: 'richText', content: lexical('中文正文') }] } as never,
    })
    const published = await payload.update({ collection: 'promotions', id: draft.id, locale: 'en', overrideAccess: true, context, data: { _status: 'published' } })
    expect(published._status).toBe('published')
    expect(published.title).toBe('English only')
    const zh = await payload.findByID({ collection: 'promotions', id: draft.id, locale: 'zh', overrideAccess: true, depth: 0 })
    expect(zh).toMatchObject({ _status: 'published', title: '只有中文标题' })
    await payload.delete({ collection: 'promotions', id: draft.id, overrideAccess: true, context })
  })

  it('answers in the admin language: Russian', async () => {
    const error = await payload
      .create({
        collection: 'articles',
        locale: 'ru',
        overrideAccess: true,
        context,
        req: { i18n: await getLocalI18n({ config: payload.config, language: 'ru' }) },
        data: { _status: 'published', title: 'Только по-русски', section: 'operate' },
      })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors[0]).toMatchObject({ path: 'title', message: expect.stringContaining('中文') })
    expect((error as ValidationError).data.errors[0]?.message).toMatch(/^Для публикации нужен текст на китайском/)
  })

  it('refuses an article published only in English, keeps the draft, publishes once zh has a title', async () => {
    await refused(payload.create({ collection: 'articles', locale: 'en', overrideAccess: true, context, req: await english(), data: { _status: 'published', title: 'English article', section: 'operate' } }), ['title'])
    const draft = await payload.create({ collection: 'articles', locale: 'en', overrideAccess: true, context, draft: true, data: { _status: 'draft', title: 'English article', section: 'operate' } })
    await refused(payload.update({ collection: 'articles', id: draft.id, locale: 'en', overrideAccess: true, context, req: await english(), data: { _status: 'published' } }), ['title'])
    await payload.update({ collection: 'articles', id: draft.id, locale: 'zh', overrideAccess: true, context, draft: true, data: { _status: 'draft', title: '中文文章' } })
    const published = await payload.update({ collection: 'articles', id: draft.id, locale: 'en', overrideAccess: true, context, data: { _status: 'published', title: 'English article, published' } })
    expect(published).toMatchObject({ _status: 'published', title: 'English article, published' })
    // Published in zh directly: Payload's own required check, untouched.
    const zhOnly = await payload.create({ collection: 'articles', locale: 'zh', overrideAccess: true, context, data: { _status: 'published', title: '直接发布', section: 'operate' } })
    expect(zhOnly._status).toBe('published')
    await payload.delete({ collection: 'articles', where: { id: { in: [draft.id, zhOnly.id] } }, overrideAccess: true, context })
  })

  it('refuses an English save of the legal texts while zh is empty, accepts it once zh is back', async () => {
    const zh = await payload.findGlobal({ slug: 'legal', locale: 'zh', overrideAccess: true, depth: 0 })
    expect(zh.agreement?.title).toBeTruthy()
    const en = { agreement: { title: 'User agreement (test)', body: lexical('Agreement') }, privacy: { title: 'Privacy (test)', body: lexical('Privacy') } }
    // zh filled by the seed: an English save goes through.
    await payload.updateGlobal({ slug: 'legal', locale: 'en', overrideAccess: true, context, data: en })

    // Empty the zh agreement beneath Payload's validation, as an old English-only save left it.
    const emptyBody = JSON.stringify({ root: { ...lexical('').root, children: [{ ...lexical('').root.children[0], children: [] }] } })
    const { drizzle } = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
    await drizzle.execute(sql`update legal_locales set agreement_title = '', agreement_body = ${emptyBody}::jsonb where _locale = 'zh'`)
    try {
      const emptied = await payload.findGlobal({ slug: 'legal', locale: 'zh', fallbackLocale: false, overrideAccess: true, depth: 0 })
      expect(emptied.agreement?.title).toBe('')
      await refused(payload.updateGlobal({ slug: 'legal', locale: 'en', overrideAccess: true, context, req: await english(), data: en }), ['agreement.title', 'agreement.body'])
    } finally {
      await payload.updateGlobal({ slug: 'legal', locale: 'zh', overrideAccess: true, context, data: { agreement: zh.agreement, privacy: zh.privacy } as never })
    }
    await payload.updateGlobal({ slug: 'legal', locale: 'en', overrideAccess: true, context, data: en })
    expect((await payload.findGlobal({ slug: 'legal', locale: 'zh', overrideAccess: true, depth: 0 })).agreement?.title).toBe(zh.agreement?.title)
  })
})
