import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { zh } from '@payloadcms/translations/languages/zh'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from '@cms/collections/articles/config'
import { Coupons } from '@cms/collections/coupons/config'
import { DistributionChannels } from '@cms/collections/distribution-channels/config'
import { Promotions } from '@cms/collections/promotions/config'
import { Categories } from '@cms/collections/categories/config'
import { Lessons } from '@cms/collections/lessons/config'
import { Media } from '@cms/collections/media/config'
import { QaAnswers } from '@cms/collections/qa-answers/config'
import { QaCategories } from '@cms/collections/qa-categories/config'
import { QaReplies } from '@cms/collections/qa-replies/config'
import { QaQuestions } from '@cms/collections/qa-questions/config'
import { LoginCredentials } from '@cms/collections/login-credentials/config'
import { SellerFeedback } from '@cms/collections/seller-feedback/config'
import { LotteryCampaigns } from '@cms/collections/lottery-campaigns/config'
import { LotteryClaims } from '@cms/collections/lottery-claims/config'
import { TopUpApplications } from '@cms/collections/top-up-applications/config'
import { SellerSessions } from '@cms/collections/seller-sessions/config'
import { SellerUploads } from '@cms/collections/seller-uploads/config'
import { SavedCalculations } from '@cms/collections/saved-calculations/config'
import { SellerShops } from '@cms/collections/seller-shops/config'
import { Sellers } from '@cms/collections/sellers/config'
import { SmsCodes } from '@cms/collections/sms-codes/config'
import { Users } from '@cms/collections/users/config'
import { ExchangeRates } from '@cms/collections/exchange-rates/config'
import { TariffVersions } from '@cms/collections/tariff-versions/config'
import { logger } from '@/server/platform/log'
import { badQueryError } from '@cms/hooks/badQueryError'
import { requestIdError } from '@cms/hooks/requestIdError'
import { adminLabels } from '@cms/i18n/admin-labels'
import { Footer } from '@cms/globals/footer/config'
import { Header } from '@cms/globals/header/config'
import { HomePage } from '@cms/globals/home-page/config'
import { DataMethodology } from '@cms/globals/data-methodology/config'
import { Pricing } from '@cms/globals/pricing/config'
import { Legal } from '@cms/globals/legal/config'
import { SiteSettings } from '@cms/globals/site-settings/config'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import { analyticsRetentionTask } from '@/server/attribution/retention'
import { refreshExchangeRatesTask } from '@/server/calculator/exchange-rates'
import { JOBS_QUEUE, jobsRunner } from '@/server/cms/jobs-runner'
import { guardedPg, poolConfig } from '@/server/db/pool'
import { mediaStorage } from '@/server/cms/media-storage'
import { serviceTables } from '@/server/db/tables'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's start-up version check (outside production) refuses @payloadcms/storage-s3 3.90.1 beside
// payload 3.90.2, though package.json's overrides give them one payload and one @payloadcms/ui;
// tests/unit/payload-versions.test.ts checks the versions instead (docs/decisions/0013-s3-media.md).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

const LOCALE_LABELS = { zh: '中文', en: 'English', ru: 'Русский' } as const

/** The time zone the admin's scheduling dialog starts in (an IANA name of Payload's default list). */
const ADMIN_TIMEZONE = 'Asia/Shanghai'

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
    // Gravatar is an outside host (a broken image offline, and a leak of staff emails): the built-in icon.
    avatar: 'default',
    // Where the rankings come from (demo data labelled), import history, top-up applications.
    components: {
      beforeDashboard: ['/components/admin/ReportDataSummary#ReportDataSummary'],
      // The campaign attribution report (issue 17) for marketers and admins.
      afterNavLinks: ['/components/admin/AttributionNavLink#AttributionNavLink', '/components/admin/ModerationNavLinks#ModerationNavLinks'],
      views: { attribution: { Component: '/components/admin/AttributionReport#AttributionReport', path: '/attribution' } },
    },
    // The "schedule publish" dialog (versions.drafts.schedulePublish) picks its time in a time zone
    // and, without a default, showed none selected. It starts in China's (the editors', like the
    // default language); Payload's list, Moscow in it, stays. Only date fields with `timezone: true`
    // would store a zone (none do): no table or generated type changes. Which action it preselects
    // is Payload's own (docs/features.md, "Scheduling").
    timezones: { defaultTimezone: ADMIN_TIMEZONE },
  },
  collections: [
    Articles,
    Lessons,
    QaCategories,
    QaQuestions,
    QaAnswers,
    QaReplies,
    Categories,
    Media,
    Users,
    Sellers,
    SellerSessions,
    SmsCodes,
    LoginCredentials,
    SellerFeedback,
    TopUpApplications,
    LotteryCampaigns,
    LotteryClaims,
    Promotions,
    DistributionChannels,
    Coupons,
    SellerUploads,
    SellerShops,
    SavedCalculations,
    TariffVersions,
    ExchangeRates,
  ],
  globals: [HomePage, Header, Footer, SiteSettings, Legal, DataMethodology, Pricing],
  // Bad values in a query (an id that is a word, a number out of range) are a 400, not a 500; the
  // request id goes into every error body.
  hooks: { afterError: [badQueryError, requestIdError] },
  // JSON lines through the site's logger (src/server/platform/log.ts): levels, secrets scrubbed.
  logger,
  // Uploads in an S3 bucket when S3_BUCKET is set (src/server/cms/media-storage.ts); then our
  // collections, globals and fields labelled in zh, en and ru (cms/i18n/admin-labels.ts).
  plugins: [mediaStorage(), adminLabels],
  editor: lexicalEditor(),
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // The admin itself speaks the editors' languages too.
  i18n: { supportedLanguages: { zh, en, ru }, fallbackLanguage: 'zh' },
  db: postgresAdapter({
    // Timeouts, the cluster check on every connection and error listeners: src/server/db/pool.ts.
    pool: poolConfig(),
    pg: guardedPg,
    // Schema changes go through committed migrations only (cms/migrations), never dev push.
    push: false,
    migrationDir: path.resolve(dirname, 'cms/migrations'),
    // Our services' own tables (src/server/db/tables.ts) join Payload's Drizzle schema, so
    // payload.db.drizzle and the migration snapshots know them. The migrations made them.
    beforeSchemaInit: [({ schema }) => ({ ...schema, tables: { ...schema.tables, ...serviceTables } })],
  }),
  sharp,
  // Scheduled publish/unpublish runs as queued jobs, picked up every minute by one server process
  // of the cluster, the holder of the jobs lease (never during `next build`, the seed or tests):
  // Payload's claim of a job is not atomic (src/server/cms/jobs-runner.ts).
  jobs: {
    // Daily deletion of analytics rows past their retention (src/server/attribution/retention.ts);
    // the calculator's CNY rate from the Central Bank of Russia (src/server/calculator/exchange-rates.ts).
    tasks: [analyticsRetentionTask, refreshExchangeRatesTask],
    // The lease holder schedules the tasks' next runs in shouldAutoRun, so no other cron does.
    autoRun: [{ cron: '* * * * *', queue: JOBS_QUEUE, limit: 20, disableScheduling: true }],
    shouldAutoRun: (payload) => process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build' && jobsRunner().shouldAutoRun(payload),
    // Nobody runs the queue over HTTP (/cms-api/payload-jobs/run, …/handle-schedules): that would
    // bypass the lease. The local API (the crons, tests) does not ask this.
    access: { run: () => false },
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
