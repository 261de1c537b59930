/**
 * The admin speaks zh, en and ru (cms/i18n): this walks the built Payload config (what the admin
 * renders, after the cms/i18n/admin-labels plugin and Payload's own sanitizing) and every block
 * config in cms/blocks, and lists each user-visible text of OUR collections, globals, blocks and
 * fields that is missing or not in zh and ru:
 *
 * - collection labels (singular, plural), global labels, admin groups and descriptions;
 * - every field, recursively (tabs, rows, collapsibles, groups, arrays, blocks): its label, array
 *   and blocks row labels (singular, plural), description and placeholder, select and radio
 *   option labels; block labels and groups;
 * - validation messages: every field's validator is run with a set of wrong values in zh, en and
 *   ru, and a message must be Chinese in zh and Russian in ru.
 *
 * A plain string is never enough (the admin shows it as it is in every language): a text is a
 * `{ en, zh, ru }` object, or a function (Payload's own labels, translated by its `t`). A named
 * field without a label counts as missing: Payload would show its name in English words. Hidden
 * and disabled fields are skipped, and so are Payload's own collections (`payload-*`).
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { initI18n, type I18n } from '@payloadcms/translations'
import type { Block, Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

const LANGUAGES = ['en', 'zh', 'ru'] as const
type Language = (typeof LANGUAGES)[number]

type AnyRecord = Record<string, unknown>
const isRecord = (value: unknown): value is AnyRecord => typeof value === 'object' && value !== null && !Array.isArray(value)

const HAN = /\p{Script=Han}/u
const CYRILLIC = /\p{Script=Cyrillic}/u

/**
 * Why a user-visible text is not in the three languages, or null when it is. `required`: Payload
 * would fill in an English default when it is missing.
 */
function textProblem(value: unknown, required: boolean): string | null {
  if (value === undefined || value === null || value === '') return required ? 'missing' : null
  if (value === false || typeof value === 'function') return null
  if (typeof value === 'string') return `plain string ${JSON.stringify(value)}`
  if (!isRecord(value)) return `unexpected ${typeof value}`
  const missing = LANGUAGES.filter((language) => typeof value[language] !== 'string' || !(value[language] as string).trim())
  if (missing.length) return `no ${missing.join(', ')} in ${JSON.stringify(value)}`
  // A zh text without a Chinese character or a ru text without a Russian letter is English left behind.
  if (!HAN.test(value.zh as string) && !onlyNames(value.zh as string)) return `zh is not Chinese: ${JSON.stringify(value.zh)}`
  if (!CYRILLIC.test(value.ru as string) && !onlyNames(value.ru as string)) return `ru is not Russian: ${JSON.stringify(value.ru)}`
  return null
}

/** Words that stay in Latin letters in every language (acronyms, brands, Ozon's and WeChat's terms). */
const NAMES = new Set(['SEO', 'WeChat', 'ID', 'Id', 'Client', 'unionid', 'openid', 'URL', 'UTM', 'QR', 'ICP', 'SMS', 'IP', 'API', 'Ozon'])
const onlyNames = (text: string) => (text.match(/\p{L}+/gu) ?? []).every((word) => NAMES.has(word))

type Problems = string[]

function check(problems: Problems, where: string, what: string, value: unknown, required = false) {
  const problem = textProblem(value, required)
  if (problem) problems.push(`${where} › ${what}: ${problem}`)
}

const isHidden = (field: AnyRecord) => {
  const admin = isRecord(field.admin) ? field.admin : {}
  return field.hidden === true || admin.hidden === true || admin.disabled === true
}

function walkBlock(block: Block, where: string, problems: Problems, blocksBySlug: Map<string, Block> = new Map()) {
  const at = `${where} › block ${block.slug}`
  const labels: AnyRecord = isRecord(block.labels) ? block.labels : {}
  check(problems, at, 'labels.singular', labels.singular, true)
  check(problems, at, 'labels.plural', labels.plural, true)
  check(problems, at, 'admin.group', block.admin?.group)
  walkFields(block.fields, at, problems, blocksBySlug)
}

/** Every field, nested ones included; a named field without a label is missing one (Payload would show its name). */
function walkFields(fields: Field[] | undefined, where: string, problems: Problems, blocksBySlug: Map<string, Block> = new Map()) {
  for (const field of fields ?? []) {
    const f = field as unknown as AnyRecord
    if (isHidden(f)) continue
    const name = typeof f.name === 'string' ? f.name : undefined
    const at = `${where} › ${name ?? `(${String(f.type)})`}`
    const admin = isRecord(f.admin) ? f.admin : {}
    // The id of array rows and the name of block rows: Payload's own, hidden or translated.
    if (name && ['id', 'blockName'].includes(name)) continue

    if (f.type === 'tabs') {
      for (const [index, tab] of ((f.tabs as AnyRecord[]) ?? []).entries()) {
        const tabAt = `${where} › tab ${typeof tab.name === 'string' ? tab.name : index + 1}`
        check(problems, tabAt, 'label', tab.label, true)
        check(problems, tabAt, 'description', tab.description)
        walkFields(tab.fields as Field[], tabAt, problems, blocksBySlug)
      }
      continue
    }
    if (f.type === 'row') {
      walkFields(f.fields as Field[], where, problems, blocksBySlug)
      continue
    }

    // Payload shows a label for named fields (derived from the name if none) and collapsibles.
    const labelRequired = Boolean(name) || f.type === 'collapsible'
    check(problems, at, 'label', f.label, labelRequired)
    check(problems, at, 'admin.description', admin.description)
    check(problems, at, 'admin.placeholder', admin.placeholder)

    if (f.type === 'array' || f.type === 'blocks') {
      const labels = isRecord(f.labels) ? f.labels : {}
      check(problems, at, 'labels.singular', labels.singular, true)
      check(problems, at, 'labels.plural', labels.plural, true)
    }
    if (f.type === 'select' || f.type === 'radio') {
      for (const option of (f.options as unknown[]) ?? []) {
        if (isRecord(option)) check(problems, at, `option ${JSON.stringify(option.value)}`, option.label, true)
        else problems.push(`${at} › option ${JSON.stringify(option)}: no label (the value is shown as it is)`)
      }
    }
    if (Array.isArray(f.fields)) walkFields(f.fields as Field[], at, problems, blocksBySlug)
    if (f.type === 'blocks') {
      const blocks = [...((f.blocks as Block[]) ?? []), ...((f.blockReferences as Array<Block | string>) ?? []).map((ref) => (typeof ref === 'string' ? blocksBySlug.get(ref) : ref))]
      for (const block of blocks) if (block) walkBlock(block, at, problems, blocksBySlug)
    }
  }
}

let config: SanitizedConfig
const ours = (slug: string) => !slug.startsWith('payload-')

/** Every block exported by cms/blocks/<name>/config.ts, as written (promotion blocks and rich-text blocks). */
const blockModules = import.meta.glob<AnyRecord>('../../cms/blocks/*/config.ts', { eager: true })
const isBlock = (value: unknown): value is Block => isRecord(value) && typeof value.slug === 'string' && Array.isArray(value.fields)
const rawBlocks = Object.entries(blockModules).flatMap(([file, exports]) => Object.values(exports).filter(isBlock).map((block) => ({ file, block })))

beforeAll(async () => {
  config = await (await import('@payload-config')).default
}, 60_000)

describe('admin texts in zh, en and ru', () => {
  it('finds our collections, globals and blocks', () => {
    expect(config.collections.filter((collection) => ours(collection.slug)).length).toBeGreaterThan(20)
    expect(config.globals.filter((global) => ours(global.slug)).length).toBeGreaterThanOrEqual(5)
    expect(rawBlocks.length).toBeGreaterThanOrEqual(11)
  })

  it('the walk finds what is missing, however deep (a check of the check)', () => {
    const ok = { en: 'Title', zh: '标题', ru: 'Заголовок' }
    const fields = [
      { type: 'tabs', tabs: [{ label: 'Page', fields: [{ type: 'collapsible', label: ok, fields: [{ type: 'row', fields: [{ name: 'deep', type: 'text' }] }] }] }] },
      { name: 'group', type: 'group', label: ok, admin: { description: { en: 'Help', zh: '帮助' } }, fields: [{ name: 'secret', type: 'text', hidden: true }] },
      { name: 'rows', type: 'array', label: ok, fields: [{ name: 'kind', type: 'select', label: ok, options: ['a', { value: 'b', label: { en: 'B', zh: 'B', ru: 'Б' } }] }] },
      {
        name: 'layout',
        type: 'blocks',
        label: ok,
        labels: { singular: ok, plural: ok },
        blocks: [{ slug: 'hero', labels: { singular: ok, plural: 'Heroes' }, fields: [{ name: 'text', type: 'text', label: ok, admin: { placeholder: 'Type here' } }] }],
      },
    ] as unknown as Field[]
    const problems: Problems = []
    walkFields(fields, 'x', problems)
    expect(problems).toEqual([
      'x › tab 1 › label: plain string "Page"',
      'x › tab 1 › (collapsible) › deep › label: missing',
      'x › group › admin.description: no ru in {"en":"Help","zh":"帮助"}',
      'x › rows › labels.singular: missing',
      'x › rows › labels.plural: missing',
      'x › rows › kind › option "a": no label (the value is shown as it is)',
      'x › rows › kind › option "b": zh is not Chinese: "B"',
      'x › layout › block hero › labels.plural: plain string "Heroes"',
      'x › layout › block hero › text › admin.placeholder: plain string "Type here"',
    ])
  })

  it('every label, description, option and group of our collections and globals', () => {
    const problems: Problems = []
    const blocksBySlug = new Map((config.blocks ?? []).map((block) => [block.slug, block]))
    for (const collection of config.collections.filter((entity) => ours(entity.slug))) {
      const at = `collection ${collection.slug}`
      check(problems, at, 'labels.singular', collection.labels?.singular, true)
      check(problems, at, 'labels.plural', collection.labels?.plural, true)
      check(problems, at, 'admin.group', collection.admin?.group)
      check(problems, at, 'admin.description', collection.admin?.description)
      walkFields(collection.fields, at, problems, blocksBySlug)
    }
    for (const global of config.globals.filter((entity) => ours(entity.slug))) {
      const at = `global ${global.slug}`
      check(problems, at, 'label', global.label, true)
      check(problems, at, 'admin.group', global.admin?.group)
      check(problems, at, 'admin.description', global.admin?.description)
      walkFields(global.fields, at, problems, blocksBySlug)
    }
    expect(problems).toEqual([])
  })

  it('every block of cms/blocks as written (rich-text blocks are not relabelled by the plugin)', () => {
    const problems: Problems = []
    for (const { file, block } of rawBlocks) walkBlock(block, path.basename(path.dirname(file)), problems)
    expect(problems).toEqual([])
  })

  describe('validation messages', () => {
    const WRONG_VALUES: unknown[] = [
      null,
      '',
      '   ',
      'Not a code!',
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      'a/success',
      'x'.repeat(5000),
      -1,
      1e12,
      '2000-01-01T00:00:00.000Z',
      [],
      ['nobody'],
    ]
    const SIBLINGS: AnyRecord[] = [{}, { status: 'rejected', kind: 'link', startsAt: '2030-01-01T00:00:00.000Z', validFrom: '2030-01-01T00:00:00.000Z' }, { status: 'shipped' }]

    const UPLOAD_FIELDS = new Set(['filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'url', 'thumbnailURL', 'sizes'])

    type Validator = (value: unknown, options: AnyRecord) => unknown
    const validators: Array<{ where: string; field: AnyRecord; validate: Validator }> = []
    const collect = (fields: Field[] | undefined, where: string) => {
      for (const field of fields ?? []) {
        const f = field as unknown as AnyRecord
        const at = `${where} › ${typeof f.name === 'string' ? f.name : `(${String(f.type)})`}`
        if (typeof f.validate === 'function') validators.push({ where: at, field: f, validate: f.validate as Validator })
        if (Array.isArray(f.fields)) collect(f.fields as Field[], at)
        for (const tab of (f.tabs as AnyRecord[]) ?? []) collect(tab.fields as Field[], at)
        for (const block of (f.blocks as Block[]) ?? []) collect(block.fields, `${at} › ${block.slug}`)
      }
    }

    const i18n = {} as Record<Language, I18n>

    beforeAll(async () => {
      for (const entity of [...config.collections, ...config.globals].filter((item) => ours(item.slug))) {
        // The file fields Payload adds to upload collections are Payload's (its own messages).
        const fields = 'upload' in entity && entity.upload ? entity.fields.filter((field) => !('name' in field && UPLOAD_FIELDS.has(field.name))) : entity.fields
        collect(fields, entity.slug)
      }
      for (const { file, block } of rawBlocks) collect(block.fields, path.basename(path.dirname(file)))
      for (const language of LANGUAGES) i18n[language] = await initI18n({ config: config.i18n, context: 'api', language })
    })

    async function run(entry: (typeof validators)[number], value: unknown, siblingData: AnyRecord, language: Language): Promise<unknown> {
      const req = {
        i18n: i18n[language],
        t: i18n[language].t,
        locale: 'zh',
        user: { id: 1, roles: ['admin'] },
        payload: { config, count: async () => ({ totalDocs: 1 }), find: async () => ({ docs: [], totalDocs: 0 }) },
      }
      try {
        return await entry.validate(value, { ...entry.field, data: siblingData, siblingData, operation: 'update', path: [], req, event: 'submit', preferences: {} })
      } catch {
        return undefined
      }
    }

    it('are Chinese in zh and Russian in ru', async () => {
      const problems = new Set<string>()
      for (const entry of validators) {
        for (const value of WRONG_VALUES) {
          for (const siblingData of SIBLINGS) {
            const messages = {} as Record<Language, unknown>
            for (const language of LANGUAGES) messages[language] = await run(entry, value, siblingData, language)
            if (typeof messages.en !== 'string') continue
            if (typeof messages.zh !== 'string' || !HAN.test(messages.zh)) problems.add(`${entry.where}: zh message ${JSON.stringify(messages.zh)}`)
            if (typeof messages.ru !== 'string' || !CYRILLIC.test(messages.ru) || HAN.test(messages.ru)) problems.add(`${entry.where}: ru message ${JSON.stringify(messages.ru)}`)
            if (HAN.test(messages.en) || CYRILLIC.test(messages.en)) problems.add(`${entry.where}: en message ${JSON.stringify(messages.en)}`)
          }
        }
      }
      expect(validators.length).toBeGreaterThan(50)
      expect([...problems]).toEqual([])
    }, 60_000)
  })
})

describe('block thumbnails in the block picker', () => {
  const publicDir = path.resolve(__dirname, '../../public')

  it.each(rawBlocks.map(({ file, block }) => [block.slug, file, block] as const))('%s has a preview image that exists', (_slug, _file, block) => {
    const thumbnail = block.admin?.images?.thumbnail
    const url = typeof thumbnail === 'string' ? thumbnail : thumbnail?.url
    expect(url, 'admin.images.thumbnail').toMatch(/^\/admin\/blocks\/[\w-]+\.svg$/)
    expect(existsSync(path.join(publicDir, url!)), `public${url}`).toBe(true)
    // Decorative: the block's translated name is written right under it.
    if (typeof thumbnail === 'object') expect(thumbnail.alt).toBe('')
    const icon = block.admin?.images?.icon
    const iconURL = typeof icon === 'string' ? icon : icon?.url
    if (iconURL) expect(existsSync(path.join(publicDir, iconURL)), `public${iconURL}`).toBe(true)
  })

  it('are all used: no picture left without its block', () => {
    const used = new Set(rawBlocks.flatMap(({ block }) => [block.admin?.images?.thumbnail, block.admin?.images?.icon]).map((image) => (typeof image === 'string' ? image : image?.url)))
    const files = readdirSync(path.join(publicDir, 'admin/blocks')).map((file) => `/admin/blocks/${file}`)
    expect(files.filter((file) => !used.has(file))).toEqual([])
  })
})
