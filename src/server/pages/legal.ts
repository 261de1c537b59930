/** getStaticProps of the agreement and privacy pages (desktop and /m paths). */
import type { GetStaticProps } from 'next'

import { legalSeed } from '@cms/seed/data/legal'
import type { Locale } from '@/lib/i18n/locales'
import { type LegalDocument, type LegalKind, legalPageLoader } from '@/server/content/legal'
import { contentPageProps, type ContentPageProps, type Loaded } from './content-props'

export type LegalPageProps = ContentPageProps<LegalDocument> & { kind: LegalKind }

export function legalPageProps(kind: LegalKind, path: string, namespaces?: string[]): GetStaticProps<LegalPageProps> {
  return async (context) => {
    const result = await contentPageProps(context, legalPageLoader(kind, path), seedLegal(kind, path), namespaces)
    return 'props' in result ? { ...result, props: { ...(await result.props), kind } } : result
  }
}

/**
 * `next build` without a CMS (the Docker image): the text as first seeded, regenerated from the
 * CMS at once on the first request after start.
 */
const seedLegal =
  (kind: LegalKind, path: string) =>
  ({ locale }: { locale: Locale }): Loaded<LegalDocument> => ({
    data: { title: legalSeed[kind][locale].title, body: seedMarkdownToLexical(legalSeed[kind][locale].markdown) },
    path,
  })

type Body = LegalDocument['body']

/**
 * The seed's markdown as the editor's JSON, for that build fallback only: headings and plain
 * paragraphs, all the legal seed uses (the seed itself converts with Payload's converter, which
 * needs a running Payload).
 */
export function seedMarkdownToLexical(markdown: string): Body {
  const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
  const children = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^(#{1,6})\s+(.*)$/s.exec(block)
      const common = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
      return heading
        ? { type: 'heading', tag: `h${heading[1].length}`, children: [text(heading[2].trim())], ...common }
        : { type: 'paragraph', children: [text(block.replace(/\s*\n\s*/g, ' '))], textFormat: 0, textStyle: '', ...common }
    })
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}
