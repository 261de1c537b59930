import type { DefaultNodeTypes, SerializedBlockNode, SerializedHeadingNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedLexicalNode } from 'lexical'
import Image from 'next/image'

import type { VideoEmbedBlock } from '@payload-types'
import { docHref } from '@/lib/content/doc-href'
import { isExternalHref, safeHref } from '@/lib/content/safe-url'
import { type Locale, localizedPath } from '@/lib/i18n/locales'

import styles from './RichText.module.scss'

type EditorState = Parameters<typeof LexicalRichText>[0]['data']

/** Payload's premade CodeBlock (cms/editor/richText.ts) has no generated interface: its two fields. */
type CodeBlockFields = { blockType: 'Code'; code?: string; language?: string }

/** Every node the content editor can store; the converter map below is typed against it. */
type BodyNode = DefaultNodeTypes | SerializedBlockNode<CodeBlockFields> | SerializedBlockNode<VideoEmbedBlock>

/**
 * Article and lesson bodies: Lexical JSON rendered by Payload's converters to React elements
 * (never HTML strings). Links are checked and localized, images go through next/image, and the
 * code and video blocks have their own components.
 */
export function RichText({ data, locale }: { data: EditorState | null | undefined; locale: Locale }) {
  if (!data) return null
  return (
    <LexicalRichText data={data} converters={converters(locale, headingShift(data))} className={styles.richText} disableIndent disableTextAlign />
  )
}

const isHeading = (node: SerializedLexicalNode): node is SerializedHeadingNode => node.type === 'heading'

/**
 * The page's title is the h1, so a body's top heading level becomes h2 (a body starting at h3
 * would skip a level for screen-reader users); lower levels move up with it.
 */
function headingShift(data: NonNullable<EditorState>): number {
  const levels = data.root.children.filter(isHeading).map((node) => Number(String(node.tag ?? 'h2').slice(1)))
  return levels.length ? Math.max(0, Math.min(...levels) - 2) : 0
}

function converters(locale: Locale, shift: number): JSXConvertersFunction<BodyNode> {
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const level = Math.min(6, Math.max(2, Number(node.tag.slice(1)) - shift))
      const Tag = `h${level}` as 'h2'
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    link: ({ node, nodesToJSX }) => {
      const { fields } = node
      const children = nodesToJSX({ nodes: node.children })
      const target = fields.linkType === 'internal' && fields.doc ? docHref(fields.doc.relationTo, fields.doc.value) : safeHref(fields.url)
      if (!target) return <span>{children}</span>
      const href = target.startsWith('/') ? localizedPath(target, locale) : target
      const external = isExternalHref(href)
      return (
        <a href={href} target={fields.newTab || external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
          {children}
        </a>
      )
    },
    autolink: ({ node, nodesToJSX }) => {
      const href = safeHref(node.fields.url)
      const children = nodesToJSX({ nodes: node.children })
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      )
    },
    upload: ({ node }) => {
      // The editor uploads to media only (cms/editor/richText.ts); unpopulated ids render nothing.
      const media = node.relationTo === 'media' && typeof node.value === 'object' ? node.value : null
      if (!media?.url) return null
      if (!media.mimeType?.startsWith('image/')) {
        return media.mimeType?.startsWith('video/') ? <video className={styles.video} src={media.url} controls preload="metadata" /> : null
      }
      return (
        <Image
          className={styles.image}
          src={media.url}
          alt={uploadAlt(node.fields) || media.alt || ''}
          width={media.width ?? 1200}
          height={media.height ?? 630}
          sizes="(max-width: 800px) 100vw, 760px"
        />
      )
    },
    blocks: {
      Code: ({ node }) => (
        <pre className={styles.code} data-language={node.fields.language || undefined}>
          <code>{node.fields.code ?? ''}</code>
        </pre>
      ),
      videoEmbed: ({ node }) => <VideoBlock {...node.fields} />,
    },
  })
}

/** An upload node's own alt text, when an editor set one on it (the media's alt is the fallback). */
const uploadAlt = (fields: Record<string, unknown> | null | undefined) => (typeof fields?.alt === 'string' ? fields.alt : '')

type VideoFields = Pick<VideoEmbedBlock, 'file' | 'url' | 'caption'>

/** An uploaded or linked mp4/webm plays inline; any other https URL becomes a link to the video page. */
function VideoBlock({ file, url, caption }: VideoFields) {
  const source = (typeof file === 'object' && file?.url) || safeHref(url)
  if (!source) return null
  const playable = (typeof file === 'object' && file?.url) || /\.(mp4|webm)(\?|$)/i.test(source)
  return (
    <figure className={styles.figure}>
      {playable ? (
        <video className={styles.video} src={source} controls preload="metadata" />
      ) : (
        <a href={source} target="_blank" rel="noopener noreferrer">
          {caption || source}
        </a>
      )}
      {caption && playable ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
