/**
 * What the seed modules share: Markdown → the editor's rich text, and media files uploaded once.
 * Kept apart from content.ts, which runs the other seed modules (no import cycle).
 */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import type { Article } from '@payload-types'
import { LOCALES } from '@/lib/i18n/locales'
import { contentEditor } from '@cms/editor/richText'
import type { Localized } from '@cms/seed/data/content/types'

// Copied into every upload (`{ ...context }`): the S3 storage keeps the file it is storing in
// the context it is given, so one object shared by several uploads stores only the first file.
const context = { disableRevalidate: true }
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'zh')

export type LexicalState = NonNullable<Article['body']>
export type ToLexical = (markdown: string) => LexicalState

export async function markdownConverter(payload: Payload): Promise<ToLexical> {
  const editorConfig = await editorConfigFactory.fromEditor({ config: payload.config, editor: contentEditor })
  return (markdown) => convertMarkdownToLexical({ editorConfig, markdown: labelCodeFences(markdown) }) as unknown as LexicalState
}

/** Fences without a language get `plaintext` (the code block's language must be one of its options). */
export function labelCodeFences(markdown: string): string {
  let inCode = false
  return markdown
    .split('\n')
    .map((line) => {
      if (!line.trim().startsWith('```')) return line
      const opening = !inCode
      inCode = !inCode
      return opening && line.trim() === '```' ? line.replace('```', '```plaintext') : line
    })
    .join('\n')
}

/** A media file uploaded once (matched by file name), with its alt text in each language. */
export async function seedMediaFile(payload: Payload, filename: string, mimetype: string, alt: Localized, data: () => Promise<Buffer>): Promise<number> {
  const existing = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, overrideAccess: true })
  if (existing.docs[0]) return existing.docs[0].id
  const bytes = await data()
  const doc = await payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: alt.zh },
    file: { data: bytes, mimetype, name: filename, size: bytes.length },
    overrideAccess: true,
    context: { ...context },
  })
  for (const locale of OTHER_LOCALES) {
    await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: alt[locale] }, overrideAccess: true, context })
  }
  return doc.id
}

