import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { zh } from '@payloadcms/translations/languages/zh'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'

import { Media } from './cms/collections/media/config'
import { Users } from './cms/collections/users/config'
import { Footer } from './cms/globals/footer/config'
import { Header } from './cms/globals/header/config'
import { SiteSettings } from './cms/globals/site-settings/config'
import { DEFAULT_LOCALE, LOCALES } from './src/lib/i18n/locales'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const LOCALE_LABELS = { zh: '中文', en: 'English', ru: 'Русский' } as const

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  routes: {
    admin: '/admin',
    // /api/... belongs to the site's own services (user, report, distribution).
    api: '/cms-api',
  },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' - CMS' },
  },
  collections: [Users, Media],
  globals: [Header, Footer, SiteSettings],
  editor: lexicalEditor(),
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // The admin itself speaks the editors' languages too.
  i18n: { supportedLanguages: { zh, en, ru }, fallbackLanguage: 'zh' },
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL || '',
      // Fail fast instead of queueing forever: a page falls back rather than hanging.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      max: Number(process.env.DATABASE_POOL_MAX || 10),
    },
    // Schema changes go through committed migrations only (cms/migrations), never dev push.
    push: false,
    migrationDir: path.resolve(dirname, 'cms/migrations'),
  }),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
