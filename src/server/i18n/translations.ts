import path from 'node:path'

import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'

import { i18nConfig } from '@/lib/i18n/config'
import type { Locale } from '@/lib/i18n/locales'

export const LOCALES_DIR = path.resolve(process.cwd(), 'locales')

type Translations = Awaited<ReturnType<typeof serverSideTranslations>>

// The locale files never change while a production server runs: read and parse each set once
// (a site-wide regeneration renders hundreds of pages with the same few sets).
const cache = new Map<string, Promise<Translations>>()

/** UI strings of `namespaces` for a page, read from locales/{zh,en,ru}/*.json. */
export function pageTranslations(locale: Locale, namespaces: string[] = ['common']): Promise<Translations> {
  const load = () => serverSideTranslations(locale, namespaces, { ...i18nConfig, localePath: LOCALES_DIR })
  if (process.env.NODE_ENV !== 'production') return load()
  const key = `${locale}:${namespaces.join(',')}`
  let cached = cache.get(key)
  if (!cached) {
    cached = load()
    cache.set(key, cached)
    cached.catch(() => cache.delete(key))
  }
  return cached
}
