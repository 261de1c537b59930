import {
  type JSXConverters,
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedLexicalNode } from 'lexical'
import Image from 'next/image'

import { docHref } from '@/lib/content/doc-href'
import { isExternalHref, safeHref } from '@/lib/content/safe-url'
import { type Locale, localizedPath } from '@/lib/i18n/locales'

import styles from './RichText.module.scss'

type EditorState = Parameters<typeof LexicalRichText>[0]['data']

type LinkNode = SerializedLexicalNode & {
  children: SerializedLexicalNode[]
  fields: { url?: string; newTab?: boolean; linkType?: 'custom' | 'internal'; doc?: { relationTo: string; value: unknown } | null }
}
type UploadNode = SerializedLexicalNode & {
  value: number | { url?: string | null; alt?: string | null; width?: number | null; height?: number | null; mimeType?: string | null; filename?: string | null }
  fields?: { alt?: string } | null
}
type BlockNode<F> = SerializedLexicalNode & { fields: F & { blockType: string } }

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

/**
 * The page's title is the h1, so a body's top heading level becomes h2 (a body starting at h3
 * would skip a level for screen-reader users); lower levels move up with it.
 */
function headingShift(data: NonNullable<EditorState>): number {
  const levels = data.root.children
    .filter((node) => node.type === 'heading')
    .map((node) => Number(String((node as { tag?: string }).tag ?? 'h2').slice(1)))
  return levels.length ? Math.max(0, Math.min(...levels) - 2) : 0
}

function converters(locale: Locale, shift: number): JSXConvertersFunction {
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const heading = node as unknown as { tag: string; children: SerializedLexicalNode[] }
      const level = Math.min(6, Math.max(2, Number(heading.tag.slice(1)) - shift))
      const Tag = `h${level}` as 'h2'
      return <Tag>{nodesToJSX({ nodes: heading.children })}</Tag>
    },
    link: ({ node, nodesToJSX }) => {
      const link = node as unknown as LinkNode
      const children = nodesToJSX({ nodes: link.children })
      const target =
        link.fields.linkType === 'internal' && link.fields.doc
          ? docHref(link.fields.doc.relationTo, link.fields.doc.value)
          : safeHref(link.fields.url)
      if (!target) return <span>{children}</span>
      const href = target.startsWith('/') ? localizedPath(target, locale) : target
      const external = isExternalHref(href)
      return (
        <a href={href} target={link.fields.newTab || external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
          {children}
        </a>
      )
    },
    autolink: ({ node, nodesToJSX }) => {
      const link = node as unknown as LinkNode
      const href = safeHref(link.fields.url)
      const children = nodesToJSX({ nodes: link.children })
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      )
    },
    upload: ({ node }) => {
      const upload = node as unknown as UploadNode
      const media = typeof upload.value === 'object' ? upload.value : null
      if (!media?.url) return null
      if (!media.mimeType?.startsWith('image/')) {
        return media.mimeType?.startsWith('video/') ? <video className={styles.video} src={media.url} controls preload="metadata" /> : null
      }
      return (
        <Image
          className={styles.image}
          src={media.url}
          alt={upload.fields?.alt || media.alt || ''}
          width={media.width ?? 1200}
          height={media.height ?? 630}
          sizes="(max-width: 800px) 100vw, 760px"
        />
      )
    },
    blocks: {
      Code: ({ node }) => {
        const { code, language } = (node as unknown as BlockNode<{ code?: string; language?: string }>).fields
        return (
          <pre className={styles.code} data-language={language || undefined}>
            <code>{code ?? ''}</code>
          </pre>
        )
      },
      videoEmbed: ({ node }) => <VideoBlock {...(node as unknown as BlockNode<VideoFields>).fields} />,
    },
  } satisfies JSXConverters)
}

type VideoFields = { file?: number | { url?: string | null; mimeType?: string | null } | null; url?: string | null; caption?: string | null }

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
