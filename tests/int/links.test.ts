/**
 * Links the CMS must refuse to store (script schemes, other hosts), saved by staff through the local
 * API without the admin editor: a ValidationError in the admin's language, and nothing changes.
 */
import config from '@payload-config'
import { getLocalI18n, getPayload, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@cms/access/roles'
import { LINK_RULE } from '@cms/fields/validation'

import type { Article, Promotion } from '../../payload-types'
import { createStaff } from '../helpers/staff'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
})

const staff = (role: Role) => createStaff(payload, role)

type Body = NonNullable<Article['body']>

/** A one-paragraph Lexical state whose only text is a link (or autolink) to `url`. */
const bodyWithLink = (url: string, type: 'link' | 'autolink' = 'link'): Body => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          {
            type,
            version: 3,
            format: '',
            indent: 0,
            direction: 'ltr',
            fields: { linkType: 'custom', url, newTab: false },
            children: [{ type: 'text', text: 'click', version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
          },
        ],
      },
    ],
  },
})

/** The error a refused save throws, with its messages (any other error fails the test). */
async function refusal(save: Promise<unknown>): Promise<string[]> {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((item) => item.message)
}

describe('rich-text links', () => {
  it('refuses an article body with a javascript: link and keeps the stored body', async () => {
    const editor = await staff('editor')
    const { docs } = await payload.find({ collection: 'articles', where: { _status: { equals: 'published' } }, limit: 1, locale: 'zh', depth: 0 })
    const article = docs[0]
    expect(article).toBeTruthy()
    const before = JSON.stringify(article.body)
    const count = (await payload.count({ collection: 'articles' })).totalDocs

    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)']) {
      const messages = await refusal(
        payload.update({ collection: 'articles', id: article.id, locale: 'zh', data: { body: bodyWithLink(url) }, overrideAccess: false, user: editor, context }),
      )
      expect(messages).toContain(LINK_RULE.zh)
    }
    await refusal(
      payload.create({
        collection: 'articles',
        data: { title: 'Script link', section: 'operate', _status: 'published', body: bodyWithLink('javascript:alert(1)') },
        overrideAccess: false,
        user: editor,
        context,
      }),
    )

    const after = await payload.findByID({ collection: 'articles', id: article.id, locale: 'zh', depth: 0 })
    expect(JSON.stringify(after.body)).toBe(before)
    expect((await payload.count({ collection: 'articles' })).totalDocs).toBe(count)
  })

  it('answers in the admin language and refuses autolinks of the legal texts', async () => {
    const editor = await staff('editor')
    const before = JSON.stringify(await payload.findGlobal({ slug: 'legal', locale: 'zh', depth: 0 }))
    const ru = await getLocalI18n({ config: payload.config, language: 'ru' })
    const messages = await refusal(
      payload.updateGlobal({
        slug: 'legal',
        locale: 'zh',
        data: { agreement: { title: 'Agreement', body: bodyWithLink('data:text/html,<script>alert(1)</script>', 'autolink') } },
        overrideAccess: false,
        user: editor,
        req: { i18n: ru },
        context,
      }),
    )
    expect(messages).toContain(LINK_RULE.ru)
    expect(JSON.stringify(await payload.findGlobal({ slug: 'legal', locale: 'zh', depth: 0 }))).toBe(before)
  })

  it('still saves allowed links', async () => {
    const editor = await staff('editor')
    const created = await payload.create({
      collection: 'articles',
      data: { title: 'Good link', section: 'operate', _status: 'published', body: bodyWithLink('https://seller.ozon.ru/') },
      overrideAccess: false,
      user: editor,
      context,
    })
    try {
      await payload.update({ collection: 'articles', id: created.id, data: { body: bodyWithLink('/lesson/1#top') }, overrideAccess: false, user: editor, context })
    } finally {
      await payload.delete({ collection: 'articles', id: created.id, context })
    }
  })
})

describe('call-to-action and menu links', () => {
  it('refuses a promotion button leading to /\\evil.example and keeps the page', async () => {
    const marketer = await staff('marketer')
    const { docs } = await payload.find({ collection: 'promotions', limit: 1, locale: 'zh', depth: 0 })
    const page = docs[0]
    expect(page).toBeTruthy()
    const before = JSON.stringify(page)
    const callToAction = (href: string): NonNullable<Promotion['layout']>[number] => ({
      blockType: 'callToAction',
      heading: 'Try it',
      primary: { kind: 'link', label: 'Go', href },
    })

    for (const href of ['/\\evil.example', '//evil.example', ' /\\evil.example', '/%2Fevil.example', 'javascript:alert(1)']) {
      const messages = await refusal(
        payload.update({ collection: 'promotions', id: page.id, locale: 'zh', data: { layout: [callToAction(href)] }, overrideAccess: false, user: marketer, context }),
      )
      expect(messages).toContain('请填写站内路径（/…）或 https:// 地址。')
    }
    await refusal(
      payload.update({ collection: 'promotions', id: page.id, locale: 'zh', data: { head: { link: '\\\\evil.example' } }, overrideAccess: false, user: marketer, context }),
    )

    expect(JSON.stringify(await payload.findByID({ collection: 'promotions', id: page.id, locale: 'zh', depth: 0 }))).toBe(before)
  })

  it('refuses a header menu link to /\\evil.example and keeps the menu', async () => {
    const editor = await staff('editor')
    const header = await payload.findGlobal({ slug: 'header', locale: 'zh', depth: 0 })
    const before = JSON.stringify(header)
    const courseMenu = [...(header.courseMenu ?? []).map(({ label, href }) => ({ label, href })), { label: 'Evil', href: '/\\evil.example' }]
    const messages = await refusal(payload.updateGlobal({ slug: 'header', locale: 'zh', data: { courseMenu }, overrideAccess: false, user: editor, context }))
    expect(messages).toContain(LINK_RULE.zh)
    expect(JSON.stringify(await payload.findGlobal({ slug: 'header', locale: 'zh', depth: 0 }))).toBe(before)
  })
})
