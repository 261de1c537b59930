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

import { VideoEmbed } from '../blocks/video-embed/config'

/** Collections a rich-text link may point to (rendered as site URLs by the front end). */
export const LINKABLE_COLLECTIONS = ['articles', 'lessons'] as const

/**
 * The editor of article and lesson bodies: headings, lists, quotes, links (external or to other
 * documents), images, tables, code and embedded video. The site renders the stored JSON with
 * React components; no HTML is ever injected.
 */
export const contentEditor = lexicalEditor({
  features: ({ rootFeatures }) => [
    ...rootFeatures.filter((feature) => !['heading', 'link', 'upload'].includes(feature.key)),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
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
