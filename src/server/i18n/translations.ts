import path from 'node:path'

import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'

import { i18nConfig } from '../../lib/i18n/config'
import type { Locale } from '../../lib/i18n/locales'

export const LOCALES_DIR = path.resolve(process.cwd(), 'locales')

/** UI strings of `namespaces` for a page, read from locales/{zh,en,ru}/*.json. */
export function pageTranslations(locale: Locale, namespaces: string[] = ['common']) {
  return serverSideTranslations(locale, namespaces, { ...i18nConfig, localePath: LOCALES_DIR })
}
