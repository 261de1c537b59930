import {
  BlocksFeature,
  CodeBlock,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  LinkFeature,
  lexicalEditor,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, Validate } from 'payload'

import { VideoEmbed } from '@cms/blocks/video-embed/config'
import { linkRule, linkValidator } from '@cms/fields/validation'
import { unsafeLinkUrl } from './link-nodes'

/** Collections a rich-text link may point to (rendered as site URLs by the front end). */
export const LINKABLE_COLLECTIONS = ['articles', 'lessons'] as const

const validateCustomUrl = linkValidator()

/** The link drawer's URL: checked like every other link (internal links to a document have none). */
const validateLinkUrl: Validate = (value, options) =>
  (options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal' ? true : validateCustomUrl(value, options)

const withCheckedUrl = ({ defaultFields }: { defaultFields: FieldAffectingData[] }): FieldAffectingData[] =>
  defaultFields.map((field) => (field.name === 'url' && field.type === 'text' ? { ...field, validate: validateLinkUrl } : field))

/**
 * The editor of article and lesson bodies: headings, lists, quotes, links (external or to other
 * documents), images, tables, code and embedded video. The site renders the stored JSON with
 * React components; no HTML is ever injected.
 */
const lexicalContentEditor = lexicalEditor({
  features: ({ rootFeatures }) => [
    ...rootFeatures.filter((feature) => !['heading', 'link', 'upload'].includes(feature.key)),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS], fields: withCheckedUrl }),
    UploadFeature({ collections: { media: { fields: [] } } }),
    EXPERIMENTAL_TableFeature(),
    HorizontalRuleFeature(),
    BlocksFeature({
      blocks: [
        CodeBlock({
          defaultLanguage: 'plaintext',
          languages: { plaintext: 'Plain text', js: 'JavaScript', ts: 'TypeScript', json: 'JSON', bash: 'Shell', sql: 'SQL', python: 'Python' },
        }),
        VideoEmbed,
      ],
    }),
    FixedToolbarFeature(),
  ],
})

/**
 * The content editor, with every link and autolink node of a saved value checked first
 * (cms/editor/link-nodes.ts), so a REST or local API save is refused in the admin's language.
 * Lexical's own node validation (running validateLinkUrl) would only say, in English, that a
 * "link node failed to validate". Every rich-text field using contentEditor gets this.
 */
export const contentEditor: typeof lexicalContentEditor = async (args) => {
  const adapter = await lexicalContentEditor(args)
  const validateLexical = adapter.validate
  return {
    ...adapter,
    validate: (value, options) => (unsafeLinkUrl(value) === null ? validateLexical(value, options) : linkRule(options.req)),
  }
}
