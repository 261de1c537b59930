/**
 * The tables our services own, outside Payload's collections: created by the hand-written
 * migrations in cms/migrations (those with no .json snapshot), declared here once as Drizzle
 * tables so every query on them is typed. payload.config.ts adds them to the schema Payload
 * builds (the Postgres adapter's `beforeSchemaInit` hook), next to the tables of
 * src/payload-generated-schema.ts they point at.
 *
 * These declarations describe what the migrations made; they change nothing in a database.
 * Names of constraints and indexes are PostgreSQL's defaults (or the migrations' own), so a
 * comparison with a migrated database finds no difference (tests/int/tables.test.ts).
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  type PgTableExtraConfigValue,
  primaryKey,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from '@payloadcms/db-postgres/drizzle/pg-core'

import type { Locale } from '@/lib/i18n/locales'
import type { FairTable } from '@/lib/lottery/fairness'
import type { PrizeKind } from '@/lib/lottery/prizes'
import type { Period, RankingKind } from '@/lib/rankings/catalog'
import { lottery_campaigns, promotions, sellers } from '@/payload-generated-schema'
import type { RankingRow } from '@/server/report/import-file'

// `id DESC` in the migrations is PostgreSQL's default for DESC, NULLS FIRST (Drizzle's default
// is NULLS LAST): said explicitly below so the indexes are the same.

/** timestamp(3) with time zone, read as a Date. */
const timestampTz = (name: string) => timestamp(name, { precision: 3, withTimezone: true, mode: 'date' })
const createdAt = () => timestampTz('created_at').defaultNow().notNull()

// ---- lottery (src/server/lottery) --------------------------------------------------------------

/** What a draw won, as it was when won (a later edit of the campaign does not change it). */
export type WonPrize = {
  id: string
  name: Record<Locale, string>
  kind: PrizeKind
  imageUrl: string | null
  membershipDays: number | null
  couponCode: string | null
}

export const lottery_invite_codes = pgTable(
  'lottery_invite_codes',
  {
    sellerId: integer('seller_id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull(),
  },
  (t) => [
    unique('lottery_invite_codes_code_key').on(t.code),
    foreignKey({ name: 'lottery_invite_codes_seller_id_fkey', columns: [t.sellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
  ],
)

export const lottery_chances = pgTable(
  'lottery_chances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    sourceKey: varchar('source_key', { length: 64 }).notNull(),
    inviteeId: integer('invitee_id'),
    createdAt: createdAt(),
    spentAt: timestampTz('spent_at'),
  },
  (t) => [
    unique('lottery_chances_campaign_id_seller_id_source_source_key_key').on(t.campaignId, t.sellerId, t.source, t.sourceKey),
    index('lottery_chances_unspent_idx').on(t.sellerId, t.campaignId).where(sql`${t.spentAt} IS NULL`),
    foreignKey({ name: 'lottery_chances_campaign_id_fkey', columns: [t.campaignId], foreignColumns: [lottery_campaigns.id] }).onDelete('cascade'),
    foreignKey({ name: 'lottery_chances_seller_id_fkey', columns: [t.sellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
    foreignKey({ name: 'lottery_chances_invitee_id_fkey', columns: [t.inviteeId], foreignColumns: [sellers.id] }).onDelete('set null'),
  ],
)

export const lottery_draws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    chanceId: bigint('chance_id', { mode: 'number' }).notNull(),
    prizeId: varchar('prize_id', { length: 64 }),
    prize: jsonb('prize').$type<WonPrize>(),
    createdAt: createdAt(),
    /** The draw's place in its campaign (1, 2, 3…), an input of its outcome; null before commitments existed. */
    sequence: integer('sequence'),
    /** The seller's public player id, the other input (src/server/lottery/fairness.ts). */
    player: varchar('player', { length: 32 }),
  },
  (t) => [
    unique('lottery_draws_chance_id_key').on(t.chanceId),
    uniqueIndex('lottery_draws_sequence_key').on(t.campaignId, t.sequence),
    unique('lottery_draws_seller_id_request_id_key').on(t.sellerId, t.requestId),
    index('lottery_draws_seller_idx').on(t.sellerId, t.campaignId, t.id.desc().nullsFirst()),
    index('lottery_draws_winners_idx').on(t.campaignId, t.id.desc().nullsFirst()).where(sql`${t.prizeId} IS NOT NULL`),
    foreignKey({ name: 'lottery_draws_campaign_id_fkey', columns: [t.campaignId], foreignColumns: [lottery_campaigns.id] }).onDelete('cascade'),
    foreignKey({ name: 'lottery_draws_seller_id_fkey', columns: [t.sellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
    foreignKey({ name: 'lottery_draws_chance_id_fkey', columns: [t.chanceId], foreignColumns: [lottery_chances.id] }).onDelete('cascade'),
  ],
)

/** A campaign's commitment to its draws: the sealed seed, the frozen table, the public digests, the last sequence number taken. */
export const lottery_commitments = pgTable(
  'lottery_commitments',
  {
    campaignId: integer('campaign_id').primaryKey(),
    sealedSeed: varchar('sealed_seed', { length: 200 }).notNull(),
    prizeTable: jsonb('prize_table').$type<FairTable>().notNull(),
    tableDigest: varchar('table_digest', { length: 64 }).notNull(),
    commitment: varchar('commitment', { length: 64 }).notNull(),
    lastSequence: integer('last_sequence').default(0).notNull(),
    committedAt: timestampTz('committed_at').defaultNow().notNull(),
  },
  (t) => [foreignKey({ name: 'lottery_commitments_campaign_id_fkey', columns: [t.campaignId], foreignColumns: [lottery_campaigns.id] }).onDelete('cascade')],
)

export const lottery_prize_awards = pgTable(
  'lottery_prize_awards',
  {
    campaignId: integer('campaign_id').notNull(),
    prizeId: varchar('prize_id', { length: 64 }).notNull(),
    awarded: integer('awarded').default(0).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lottery_prize_awards_pkey', columns: [t.campaignId, t.prizeId] }),
    check('lottery_prize_awards_awarded_check', sql`${t.awarded} >= 0`),
    foreignKey({ name: 'lottery_prize_awards_campaign_id_fkey', columns: [t.campaignId], foreignColumns: [lottery_campaigns.id] }).onDelete('cascade'),
  ],
)

export const INVITATION_REASONS = ['counted', 'inviterCap', 'addressDaily', 'self'] as const

export const lottery_invitations = pgTable(
  'lottery_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    inviterId: integer('inviter_id').notNull(),
    inviteeId: integer('invitee_id'),
    addressKey: varchar('address_key', { length: 64 }),
    deviceKey: varchar('device_key', { length: 64 }),
    day: date('day', { mode: 'string' }).notNull(),
    counted: boolean('counted').notNull(),
    reason: varchar('reason', { length: 16, enum: INVITATION_REASONS }).notNull(),
    chances: integer('chances').default(0).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lottery_invitations_campaign_id_invitee_id_key').on(t.campaignId, t.inviteeId),
    check('lottery_invitations_reason_check', sql`${t.reason} IN ('counted', 'inviterCap', 'addressDaily', 'self')`),
    check('lottery_invitations_chances_check', sql`${t.chances} >= 0`),
    check('lottery_invitations_check', sql`${t.counted} = (${t.reason} = 'counted')`),
    index('lottery_invitations_inviter_idx').on(t.inviterId, t.campaignId, t.id.desc().nullsFirst()),
    index('lottery_invitations_address_idx').on(t.campaignId, t.addressKey, t.day).where(sql`${t.counted}`),
    index('lottery_invitations_device_idx').on(t.campaignId, t.deviceKey, t.day).where(sql`${t.counted} AND ${t.deviceKey} IS NOT NULL`),
    foreignKey({ name: 'lottery_invitations_campaign_id_fkey', columns: [t.campaignId], foreignColumns: [lottery_campaigns.id] }).onDelete('cascade'),
    foreignKey({ name: 'lottery_invitations_inviter_id_fkey', columns: [t.inviterId], foreignColumns: [sellers.id] }).onDelete('cascade'),
    foreignKey({ name: 'lottery_invitations_invitee_id_fkey', columns: [t.inviteeId], foreignColumns: [sellers.id] }).onDelete('set null'),
  ],
)

// ---- attribution (src/server/attribution) ------------------------------------------------------

export const analytics_visitors = pgTable(
  'analytics_visitors',
  {
    id: uuid('id').primaryKey(),
    firstTouchId: bigint('first_touch_id', { mode: 'number' }),
    lastTouchId: bigint('last_touch_id', { mode: 'number' }),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').defaultNow().notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    index('analytics_visitors_first_touch_idx').on(t.firstTouchId),
    index('analytics_visitors_last_touch_idx').on(t.lastTouchId),
    index('analytics_visitors_last_seen_idx').on(t.lastSeenAt),
    // analytics_touches points back at the visitor: declared by name, the tables refer to each other.
    foreignKey({ name: 'analytics_visitors_first_touch_fk', columns: [t.firstTouchId], foreignColumns: [analytics_touches.id] }).onDelete('set null'),
    foreignKey({ name: 'analytics_visitors_last_touch_fk', columns: [t.lastTouchId], foreignColumns: [analytics_touches.id] }).onDelete('set null'),
  ],
)

export const analytics_touches = pgTable(
  'analytics_touches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorId: uuid('visitor_id').notNull(),
    createdAt: createdAt(),
    campaign: varchar('campaign', { length: 100 }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    medium: varchar('medium', { length: 100 }).notNull(),
    content: varchar('content', { length: 100 }),
    term: varchar('term', { length: 100 }),
    inviteCode: varchar('invite_code', { length: 100 }),
    landing: varchar('landing', { length: 200 }).notNull(),
    promotionId: integer('promotion_id'),
    locale: varchar('locale', { length: 8 }).notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    index('analytics_touches_created_idx').on(t.createdAt),
    index('analytics_touches_promotion_idx').on(t.promotionId, t.createdAt),
    index('analytics_touches_visitor_idx').on(t.visitorId),
    foreignKey({ name: 'analytics_touches_visitor_id_fkey', columns: [t.visitorId], foreignColumns: [analytics_visitors.id] }).onDelete('cascade'),
    foreignKey({ name: 'analytics_touches_promotion_id_fkey', columns: [t.promotionId], foreignColumns: [promotions.id] }).onDelete('set null'),
  ],
)

export const analytics_events = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorId: uuid('visitor_id').notNull(),
    touchId: bigint('touch_id', { mode: 'number' }),
    createdAt: createdAt(),
    name: varchar('name', { length: 40 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    detail: varchar('detail', { length: 100 }),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt, t.name),
    index('analytics_events_visitor_idx').on(t.visitorId),
    index('analytics_events_touch_idx').on(t.touchId),
    // attribution/repository.ts eventKeyExists: one signup/identify per key, looked up by name and detail.
    index('analytics_events_key_idx').on(t.name, t.detail).where(sql`${t.name} IN ('signup', 'identify')`),
    foreignKey({ name: 'analytics_events_visitor_id_fkey', columns: [t.visitorId], foreignColumns: [analytics_visitors.id] }).onDelete('cascade'),
    foreignKey({ name: 'analytics_events_touch_id_fkey', columns: [t.touchId], foreignColumns: [analytics_touches.id] }).onDelete('set null'),
  ],
)

export const analytics_registrations = pgTable(
  'analytics_registrations',
  {
    sellerId: integer('seller_id').primaryKey(),
    createdAt: createdAt(),
    firstCampaign: varchar('first_campaign', { length: 100 }),
    firstSource: varchar('first_source', { length: 100 }),
    firstMedium: varchar('first_medium', { length: 100 }),
    firstLanding: varchar('first_landing', { length: 200 }),
    firstPromotionId: integer('first_promotion_id'),
    lastCampaign: varchar('last_campaign', { length: 100 }),
    lastSource: varchar('last_source', { length: 100 }),
    lastMedium: varchar('last_medium', { length: 100 }),
    lastLanding: varchar('last_landing', { length: 200 }),
    lastPromotionId: integer('last_promotion_id'),
  },
  (t) => [
    index('analytics_registrations_created_idx').on(t.createdAt),
    foreignKey({ name: 'analytics_registrations_seller_id_fkey', columns: [t.sellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
    foreignKey({ name: 'analytics_registrations_first_promotion_id_fkey', columns: [t.firstPromotionId], foreignColumns: [promotions.id] }).onDelete('set null'),
    foreignKey({ name: 'analytics_registrations_last_promotion_id_fkey', columns: [t.lastPromotionId], foreignColumns: [promotions.id] }).onDelete('set null'),
  ],
)

// ---- community (src/server/community) ----------------------------------------------------------

export const LIKE_TARGET_TYPES = ['article', 'question', 'answer'] as const

export const content_likes = pgTable(
  'content_likes',
  {
    targetType: varchar('target_type', { length: 16, enum: LIKE_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'content_likes_pkey', columns: [t.targetType, t.targetId, t.sellerId] }),
    check('content_likes_target_type_check', sql`${t.targetType} IN ('article', 'question', 'answer')`),
    index('content_likes_seller_idx').on(t.sellerId),
    foreignKey({ name: 'content_likes_seller_id_fkey', columns: [t.sellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
  ],
)

// ---- seller accounts (src/server/user) ----------------------------------------------------------

export const auth_tickets = pgTable(
  'auth_tickets',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    sellerId: integer('seller_id'),
    data: jsonb('data').$type<unknown>().default(sql`'{}'::jsonb`).notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [
    unique('auth_tickets_ticket_hash_key').on(t.ticketHash),
    index('auth_tickets_expires_idx').on(t.expiresAt),
    foreignKey({ name: 'auth_tickets_seller_id_fkey', columns: [t.sellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
  ],
)

/** A main seller's team: another registered seller who may log in acting for the main account (spec section 4 account_select). */
export const seller_sub_accounts = pgTable(
  'seller_sub_accounts',
  {
    id: serial('id').primaryKey(),
    mainSellerId: integer('main_seller_id').notNull(),
    memberSellerId: integer('member_seller_id').notNull(),
    label: varchar('label', { length: 40 }),
    createdAt: createdAt(),
    // Null while the invitation waits for the member to accept it: only accepted rows are teams.
    acceptedAt: timestampTz('accepted_at'),
  },
  (t) => [
    unique('seller_sub_accounts_main_seller_id_member_seller_id_key').on(t.mainSellerId, t.memberSellerId),
    check('seller_sub_accounts_check', sql`${t.mainSellerId} <> ${t.memberSellerId}`),
    index('seller_sub_accounts_member_idx').on(t.memberSellerId),
    // Either seller deleted: the membership goes (a session acting for it then ends).
    foreignKey({ name: 'seller_sub_accounts_main_seller_id_fkey', columns: [t.mainSellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
    foreignKey({ name: 'seller_sub_accounts_member_seller_id_fkey', columns: [t.memberSellerId], foreignColumns: [sellers.id] }).onDelete('cascade'),
  ],
)

export const login_attempts = pgTable('login_attempts', {
  account: varchar('account', { length: 32 }).primaryKey(),
  failures: integer('failures').default(0).notNull(),
  lockedUntil: timestampTz('locked_until'),
  updatedAt: timestampTz('updated_at').defaultNow().notNull(),
})

/** rate-limiter-flexible's table (src/server/platform/limits.ts): only that library reads and writes it. */
export const rate_limits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').default(0).notNull(),
  expire: bigint('expire', { mode: 'number' }),
})

/** The local SMS provider's outbox (development and tests only). */
export const local_sms_outbox = pgTable(
  'local_sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone').notNull(),
    purpose: varchar('purpose').notNull(),
    code: varchar('code').notNull(),
    text: varchar('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('local_sms_outbox_phone_idx').on(t.phone, t.id)],
)

// ---- report (src/server/report) -----------------------------------------------------------------

/** Where a snapshot came from: the demo seed (labelled as such), an operator's file, the upstream. */
export const SNAPSHOT_SOURCES = ['demo', 'import', 'upstream'] as const

export const ranking_snapshots = pgTable(
  'ranking_snapshots',
  {
    kind: varchar('kind', { length: 16 }).$type<RankingKind>().notNull(),
    typeId: integer('type_id').notNull(),
    period: varchar('period', { length: 8 }).$type<Period>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    rows: jsonb('rows').$type<RankingRow[]>().notNull(),
    source: varchar('source', { length: 16, enum: SNAPSHOT_SOURCES }).notNull(),
    importedAt: timestampTz('imported_at').defaultNow().notNull(),
  },
  (t) => [primaryKey({ name: 'ranking_snapshots_pkey', columns: [t.kind, t.typeId, t.period, t.date] })],
)

export const report_imports = pgTable('report_imports', {
  id: serial('id').primaryKey(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  rowCount: integer('row_count').notNull(),
  snapshotCount: integer('snapshot_count').notNull(),
  importedAt: timestampTz('imported_at').defaultNow().notNull(),
})

/** Every table above, by its name: what payload.config.ts adds to Payload's schema. */
export const serviceTables = {
  lottery_invite_codes,
  lottery_chances,
  lottery_draws,
  lottery_commitments,
  lottery_prize_awards,
  lottery_invitations,
  analytics_visitors,
  analytics_touches,
  analytics_events,
  analytics_registrations,
  content_likes,
  auth_tickets,
  seller_sub_accounts,
  login_attempts,
  rate_limits,
  local_sms_outbox,
  ranking_snapshots,
  report_imports,
}
