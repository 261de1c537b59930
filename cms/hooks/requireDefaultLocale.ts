/**
 * Publishing requires the default language (zh). Payload checks a required localized field only
 * in the locale being saved, so a document built and published in the English or Russian admin
 * went live at its Chinese address with an empty heading. Saving a draft stays allowed in any
 * language; publishing (a direct or a scheduled publish, or any save of a global without drafts)
 * outside zh is refused while a required localized field is empty in zh. In zh Payload's own
 * required check applies.
 */
import { ValidationError, type CollectionBeforeChangeHook, type Field, type GlobalBeforeChangeHook, type PayloadRequest } from 'payload'

import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/locales'
import { FIELD_LABELS } from '@cms/i18n/admin-labels'

type Doc = Record<string, unknown>
type Missing = { path: string; label: string }

const NEEDS_ZH = {
  zh: (fields: string) => `发布前需要填写中文（默认语言）内容：${fields}。请将语言切换为中文并填写。`,
  en: (fields: string) => `Publishing needs the Chinese (default language) text of: ${fields}. Switch the language to 中文 and fill it in.`,
  ru: (fields: string) => `Для публикации нужен текст на китайском (язык по умолчанию): ${fields}. Переключите язык на 中文 и заполните его.`,
} as const

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A Lexical node with something to show: non-blank text or a non-text element (upload, block, rule…). */
function hasContent(node: unknown): boolean {
  if (!isObject(node)) return false
  if (node.type === 'text') return typeof node.text === 'string' && node.text.trim() !== ''
  const children = node.children
  if (Array.isArray(children)) return children.some(hasContent)
  return !['root', 'paragraph', 'heading', 'quote', 'list', 'listitem', 'link', 'linebreak', 'tab'].includes(String(node.type))
}

/** Whether a required value counts as filled (rich text: a root with some content). */
export function isFilled(value: unknown): boolean {
  if (value == null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (isObject(value) && isObject(value.root)) return hasContent(value.root)
  return true
}

function fieldLabel(field: Field & { name: string }, locale: Locale): string {
  const own = 'label' in field ? field.label : undefined
  if (isObject(own)) return String(own[locale] ?? own.en ?? field.name)
  if (typeof own === 'string' && own) return own
  const known = FIELD_LABELS[field.name]
  if (known) return known[locale]
  return field.name.charAt(0).toUpperCase() + field.name.slice(1)
}

function conditionHolds(field: Field, doc: Doc, sibling: Doc, req: PayloadRequest): boolean {
  const condition = field.admin && 'condition' in field.admin ? field.admin.condition : undefined
  if (typeof condition !== 'function') return true
  try {
    return Boolean((condition as (data: Doc, siblingData: Doc, options: { user: unknown }) => unknown)(doc, sibling, { user: req.user }))
  } catch {
    return true
  }
}

type Walk = { doc: Doc; req: PayloadRequest; locale: Locale; missing: Missing[] }

/**
 * Collects the required localized fields empty in zh. `current` is the document being saved (it
 * gives the rows of arrays and blocks and the conditions); `zh` holds its zh values, rows matched by id.
 */
function collect(fields: Field[], current: Doc, zh: Doc, path: string, walk: Walk): void {
  const at = (name: string) => (path ? `${path}.${name}` : name)
  for (const field of fields) {
    if (!conditionHolds(field, walk.doc, current, walk.req)) continue
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name))) {
      collect(field.fields, current, zh, path, walk)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) collect(tab.fields, isObject(current[tab.name]) ? (current[tab.name] as Doc) : {}, isObject(zh[tab.name]) ? (zh[tab.name] as Doc) : {}, at(tab.name), walk)
        else collect(tab.fields, current, zh, path, walk)
      }
      continue
    }
    if (!('name' in field) || !field.name) continue
    const name = field.name
    if (field.type === 'group') {
      collect(field.fields, isObject(current[name]) ? (current[name] as Doc) : {}, isObject(zh[name]) ? (zh[name] as Doc) : {}, at(name), walk)
      continue
    }
    if (field.type === 'array' || field.type === 'blocks') {
      // A localized array or blocks field has its own rows per language: those of zh count.
      const zhRows = Array.isArray(zh[name]) ? (zh[name] as Doc[]) : []
      const rows = field.localized ? zhRows : Array.isArray(current[name]) ? (current[name] as Doc[]) : zhRows
      if (field.localized && field.required && zhRows.length === 0) walk.missing.push({ path: at(name), label: fieldLabel(field, walk.locale) })
      rows.forEach((row, index) => {
        if (!isObject(row)) return
        const zhRow = field.localized ? row : (zhRows.find((candidate) => isObject(candidate) && candidate.id != null && candidate.id === row.id) ?? {})
        let rowFields: Field[] = []
        if (field.type === 'array') rowFields = field.fields
        else {
          const references = [...(field.blockReferences ?? []), ...field.blocks]
          const block = references
            .map((reference) => (typeof reference === 'string' ? walk.req.payload.config.blocks?.find((candidate) => candidate.slug === reference) : reference))
            .find((candidate) => candidate?.slug === row.blockType)
          rowFields = block?.fields ?? []
        }
        collect(rowFields, row, zhRow, at(`${name}.${index}`), walk)
      })
      continue
    }
    if ('required' in field && field.required && field.localized && !isFilled(zh[name])) {
      walk.missing.push({ path: at(name), label: fieldLabel(field, walk.locale) })
    }
  }
}

type Check = {
  fields: Field[]
  drafts: boolean
  current: Doc
  status: unknown
  loadZh: () => Promise<Doc>
  req: PayloadRequest
  target: { collection: string } | { global: string }
  id?: number | string
}

async function check({ fields, drafts, current, status, loadZh, req, target, id }: Check): Promise<void> {
  if (!req.locale || req.locale === DEFAULT_LOCALE || req.locale === 'all') return
  if (drafts && status !== 'published') return
  const language = toLocale(req.i18n?.language)
  const missing: Missing[] = []
  // The local API sets the locale on the request it is given: keep the one being saved.
  const { locale, fallbackLocale } = req
  const depth = req.query?.depth
  let zh: Doc
  try {
    zh = await loadZh()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
    if (req.query) req.query.depth = depth
  }
  collect(fields, current, zh, '', { doc: current, req, locale: language, missing })
  if (missing.length === 0) return
  const message = NEEDS_ZH[language](missing.map((item) => item.label).join(language === 'zh' ? '、' : ', '))
  throw new ValidationError({ ...target, id, errors: missing.map((item) => ({ path: item.path, message })), req }, req.t)
}

/** Collections with drafts: a publish outside zh needs the required localized fields in zh. */
export const requireDefaultLocale: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, operation, req }) => {
  const id = operation === 'update' ? (originalDoc?.id as number | string | undefined) : undefined
  await check({
    fields: collection.fields,
    drafts: Boolean(collection.versions?.drafts),
    current: { ...(originalDoc ?? {}), ...data },
    status: data?._status ?? originalDoc?._status,
    loadZh: async () =>
      id == null
        ? {}
        : ((await req.payload.findByID({ collection: collection.slug, id, locale: DEFAULT_LOCALE, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true, req })) as unknown as Doc),
    req,
    target: { collection: collection.slug },
    id,
  })
  return data
}

/** The same for a global; one without drafts publishes on every save. */
export const requireDefaultLocaleGlobal: GlobalBeforeChangeHook = async ({ global, data, originalDoc, req }) => {
  await check({
    fields: global.fields,
    drafts: Boolean(global.versions && typeof global.versions === 'object' && global.versions.drafts),
    current: { ...(originalDoc ?? {}), ...data },
    status: data?._status ?? originalDoc?._status,
    loadZh: async () =>
      (await req.payload.findGlobal({ slug: global.slug, locale: DEFAULT_LOCALE, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true, req })) as unknown as Doc,
    req,
    target: { global: global.slug },
  })
  return data
}
