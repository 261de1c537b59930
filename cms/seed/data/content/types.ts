/**
 * Shapes of the demo content the seed writes. Every text exists in zh (the source), en and ru.
 * `body` texts use a small Markdown subset that the seed turns into Lexical rich text:
 *   paragraphs separated by a blank line, `## Heading` / `### Heading`, `- item` and `1. item`
 *   lists, `> quote`, fenced code blocks (```), `[label](https://…)` links, `**bold**`, and
 *   simple pipe tables (`| a | b |` rows, the second row `|---|---|`).
 */
import type { ArticleSection } from '@/lib/content/sections'

export type Localized<T = string> = { zh: T; en: T; ru: T }

export type SeedArticle = {
  /** Stable, unique, URL-safe key (also the slug), e.g. `operate-pricing-basics`. */
  key: string
  section: ArticleSection
  title: Localized
  /** One or two sentences shown on list cards and as the meta description. */
  summary: Localized
  /** 3–6 paragraphs (headings, lists, quotes… as above). */
  body: Localized
  /** 2–4 short tags per language, same count in each. */
  tags: Localized<string[]>
  author: string
  /** ISO date (2026), newest first within a file is not required. */
  publishedAt: string
  views: number
  /** SEO keywords, comma separated. */
  keywords: Localized
}

export type SeedLesson = {
  key: string
  title: Localized
  summary: Localized
  /** What the lesson teaches (Markdown subset as above). */
  body: Localized
  level: 'beginner' | 'intermediate' | 'advanced'
  lecturer: string
  publishedAt: string
  views: number
  chapters: {
    title: Localized
    /** Minutes. */
    duration: number
    /** Optional external video URL (https). */
    videoUrl?: string
  }[]
}

export type SeedQuestion = {
  key: string
  title: Localized
  /** The question's details (plain text, 1–3 sentences). */
  body: Localized
  /** Display name of the seller who asked. */
  askedBy: string
  askedAt: string
  views: number
  tags: Localized<string[]>
  answers: {
    body: Localized
    answeredBy: string
    answeredAt: string
    /** Marked as the accepted (best) answer. */
    accepted?: boolean
  }[]
}
