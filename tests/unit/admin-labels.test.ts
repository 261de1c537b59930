import type { Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminLabels } from '@cms/i18n/admin-labels'

describe('admin labels', () => {
  const config = adminLabels({
    collections: [{ slug: 'articles', admin: { group: 'Content' }, fields: [{ name: 'author', type: 'text' }, { name: 'isDemo', type: 'checkbox', label: 'Demo content' }] }],
    globals: [{ slug: 'footer', fields: [{ name: 'productLinks', type: 'array', fields: [{ name: 'label', type: 'text' }, { name: 'unknownThing', type: 'text' }] }] }],
  } as unknown as Config)

  it('give collections, globals, groups and fields their zh, en and ru names', () => {
    const articles = config.collections![0]!
    expect(articles.labels).toMatchObject({ plural: { zh: '文章', en: 'Articles', ru: 'Статьи' } })
    expect(articles.admin?.group).toEqual({ en: 'Content', zh: '内容', ru: 'Контент' })
    const [author, demo] = articles.fields as Array<Field & { label?: unknown }>
    expect(author!.label).toEqual({ en: 'Author', zh: '作者', ru: 'Автор' })
    expect(demo!.label).toMatchObject({ zh: '演示内容' })
    expect(config.globals![0]!.label).toMatchObject({ zh: '页脚' })
  })

  it('name array rows by their content and keep unknown fields as they are', () => {
    const links = config.globals![0]!.fields[0] as Field & { admin?: { components?: { RowLabel?: string } }; labels?: unknown; fields: Array<Field & { label?: unknown }> }
    expect(links.admin?.components?.RowLabel).toBe('/components/admin/RowLabel#RowLabel')
    expect(links.labels).toMatchObject({ singular: { zh: '产品链接' } })
    expect(links.fields[0]!.label).toMatchObject({ zh: '文字' })
    expect(links.fields[1]!.label).toBeUndefined()
  })
})
