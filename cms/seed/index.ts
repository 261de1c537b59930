/**
 * Seeds an empty database: the first admin account, the header, footer and site-settings
 * globals in zh, en and ru (with the footer's QR images), demo content (./content.ts) and demo
 * rankings for the report service (src/server/report/demo.ts). Idempotent: what exists is left
 * alone, so running it twice changes nothing and an editor's changes are never overwritten.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { seedCalculator } from './calculator'
import { seedContent } from './content'
import { markdownConverter } from './shared'
import { footerFor, headerFor, qrCodes, siteSettingsSeed } from '@cms/seed/data/chrome'
import { legalSeed } from '@cms/seed/data/legal'
import { methodologySeed } from '@cms/seed/data/methodology'
import { pricingFor } from '@cms/seed/data/pricing'
import { demoSnapshots } from '@/server/report/demo'
import { countSnapshots, saveSnapshots } from '@/server/report/snapshots'

export type SeedReport = { admin?: { email: string; password: string | null }; globals: string[]; media: string[]; content: string[] }

// Seeding must not regenerate pages (there may be no server to ask).
// Copied into every upload (`{ ...context }`): the S3 storage keeps the file it is storing in
// the context it is given, so one object shared by several uploads stores only the first file.
const context = { disableRevalidate: true }

export async function seed(payload: Payload, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const report: SeedReport = { globals: [], media: [], content: [] }
  report.admin = await seedAdmin(payload)
  if (report.admin) {
    log(`Created admin ${report.admin.email}` + (report.admin.password ? ` with password ${report.admin.password}` : ' (password from SEED_ADMIN_PASSWORD)'))
  }
  const qrIds = await seedQrImages(payload, report)
  if (await seedGlobal(payload, 'site-settings', siteSettingsSeed)) report.globals.push('site-settings')
  if (await seedGlobal(payload, 'header', headerFor)) report.globals.push('header')
  if (await seedFooter(payload, qrIds)) report.globals.push('footer')
  if (await seedLegal(payload)) report.globals.push('legal')
  if (await seedMethodology(payload)) report.globals.push('data-methodology')
  if (await seedPricing(payload)) report.globals.push('pricing')
  report.content = (await seedContent(payload)).created
  const rankings = await seedDemoRankings(payload)
  if (rankings) report.content.push(rankings)
  report.content.push(...(await seedCalculator(payload)))
  if (report.globals.length || report.media.length || report.content.length) {
    log(`Seeded ${[...report.globals, ...report.media, ...report.content].join(', ')}`)
  }
  return report
}

/** Demo rankings of the last 30 days, only while there are none at all (an import is never touched). */
async function seedDemoRankings(payload: Payload): Promise<string | null> {
  const db = payload.db.drizzle
  if ((await countSnapshots(db)) > 0) return null
  const snapshots = demoSnapshots(new Date().toISOString().slice(0, 10))
  await saveSnapshots(db, snapshots, 'demo')
  return `${snapshots.length} demo ranking snapshots`
}

async function seedAdmin(payload: Payload): Promise<SeedReport['admin']> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return undefined
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@example.com'
  const fromEnv = process.env.SEED_ADMIN_PASSWORD
  const password = fromEnv || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'] },
    overrideAccess: true,
    context,
  })
  return { email, password: fromEnv ? null : password }
}

async function seedQrImages(payload: Payload, report: SeedReport): Promise<number[]> {
  const ids: number[] = []
  for (const qr of qrCodes) {
    const filename = `${qr.slug}.png`
    const existing = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, overrideAccess: true })
    if (existing.docs[0]) {
      ids.push(existing.docs[0].id as number)
      continue
    }
    const data = await QRCode.toBuffer(qr.content, { type: 'png', width: 192, margin: 1 })
    const doc = await payload.create({
      collection: 'media',
      data: { alt: qr.label.zh },
      file: { data, mimetype: 'image/png', name: filename, size: data.length },
      overrideAccess: true,
      context: { ...context },
    })
    for (const locale of ['en', 'ru'] as const) {
      await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: qr.label[locale] }, overrideAccess: true, context })
    }
    ids.push(doc.id as number)
    report.media.push(filename)
  }
  return ids
}

type GlobalSlug = 'header' | 'footer' | 'site-settings' | 'legal' | 'data-methodology' | 'pricing'

/** A global that was never saved has no updatedAt. */
async function isSeeded(payload: Payload, slug: GlobalSlug): Promise<boolean> {
  const doc = (await payload.findGlobal({ slug, overrideAccess: true })) as { updatedAt?: string | null }
  return Boolean(doc.updatedAt)
}

async function seedGlobal(payload: Payload, slug: GlobalSlug, dataFor: (locale: Locale) => Record<string, unknown>) {
  if (await isSeeded(payload, slug)) return false
  for (const locale of LOCALES) {
    await payload.updateGlobal({ slug, locale, data: dataFor(locale), overrideAccess: true, context })
  }
  return true
}

/** The QR rows are shared by all languages (only their labels are localized), so later locales update the same rows. */
async function seedFooter(payload: Payload, qrIds: number[]) {
  if (await isSeeded(payload, 'footer')) return false
  let rowIds: (string | null | undefined)[] = []
  for (const locale of LOCALES) {
    const saved = (await payload.updateGlobal({
      slug: 'footer',
      locale,
      data: {
        ...footerFor(locale),
        qrCodes: qrCodes.map((qr, index) => ({ id: rowIds[index] ?? undefined, label: qr.label[locale], image: qrIds[index] })),
      },
      overrideAccess: true,
      context,
    })) as { qrCodes?: { id?: string | null }[] | null }
    rowIds = (saved.qrCodes ?? []).map((row) => row.id)
  }
  return true
}

/** "How the data is made", from markdown, in each language. */
async function seedMethodology(payload: Payload) {
  if (await isSeeded(payload, 'data-methodology')) return false
  const toLexical = await markdownConverter(payload)
  for (const locale of LOCALES) {
    const { title, summary, markdown } = methodologySeed[locale]
    await payload.updateGlobal({ slug: 'data-methodology', locale, data: { title, summary, body: toLexical(markdown) }, overrideAccess: true, context })
  }
  return true
}

/**
 * The demo plans and prices in each language. The table's and the FAQ's rows are shared by all
 * languages (only their texts are localized): later languages update the rows the first created.
 */
async function seedPricing(payload: Payload) {
  if (await isSeeded(payload, 'pricing')) return false
  let featureIds: (string | null | undefined)[] = []
  let faqIds: (string | null | undefined)[] = []
  for (const locale of LOCALES) {
    const seeded = pricingFor(locale)
    const features = seeded.features.map((row, index) => ({ ...row, id: featureIds[index] ?? undefined }))
    const faq = seeded.faq.map((row, index) => ({ ...row, id: faqIds[index] ?? undefined }))
    const data = { ...seeded, features, faq }
    const saved = await payload.updateGlobal({ slug: 'pricing', locale, data, overrideAccess: true, context })
    featureIds = (saved.features ?? []).map((row) => row.id)
    faqIds = (saved.faq ?? []).map((row) => row.id)
  }
  return true
}

/** The agreement and privacy policy, from markdown, in each language. */
async function seedLegal(payload: Payload) {
  if (await isSeeded(payload, 'legal')) return false
  const toLexical = await markdownConverter(payload)
  const documentFor = (kind: 'agreement' | 'privacy', locale: Locale) => ({
    title: legalSeed[kind][locale].title,
    body: toLexical(legalSeed[kind][locale].markdown),
  })
  for (const locale of LOCALES) {
    const data = { agreement: documentFor('agreement', locale), privacy: documentFor('privacy', locale) }
    await payload.updateGlobal({ slug: 'legal', locale, data, overrideAccess: true, context })
  }
  return true
}
