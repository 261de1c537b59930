/**
 * The lottery's reads and writes of its tables (src/server/db/tables.ts: lottery_chances,
 * lottery_draws, lottery_prize_awards, lottery_invite_codes, lottery_invitations) and of the
 * collection tables it joins (sellers, lottery_claims). Every function takes Payload's Drizzle
 * instance or a transaction of it (db/drizzle.ts); which statements run together, under which
 * lock, is the callers' (draws.ts, chances.ts).
 */
import { and, count, countDistinct, desc, eq, inArray, isNotNull, isNull, lt, sql } from '@payloadcms/db-postgres/drizzle'

import { lottery_claims, sellers } from '@/payload-generated-schema'
import type { Db } from '@/server/db/drizzle'
import { type INVITATION_REASONS, lottery_chances, lottery_commitments, lottery_draws, lottery_invitations, lottery_invite_codes, lottery_prize_awards, type WonPrize } from '@/server/db/tables'

export type InvitationReason = (typeof INVITATION_REASONS)[number]
export type ClaimStatus = (typeof lottery_claims.status.enumValues)[number]

/** Waits for (then holds, until the transaction ends) the two-key advisory lock (namespace, id). */
export async function advisoryXactLock(tx: Db, namespace: number, id: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${namespace}, ${id})`)
}

/** The same, keyed by a text (hashed by PostgreSQL). */
export async function advisoryXactLockText(tx: Db, namespace: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${namespace}, hashtext(${key}))`)
}

// ---- chances ------------------------------------------------------------------------------------

/** Inserts the chances `${key}#1` … `${key}#count` of one source; those given before are skipped. How many were new. */
export async function insertChances(
  db: Db,
  grant: { campaignId: number; sellerId: number; source: string; key: string; count: number; inviteeId?: number },
): Promise<number> {
  const rows = Array.from({ length: grant.count }, (_, index) => ({
    campaignId: grant.campaignId,
    sellerId: grant.sellerId,
    source: grant.source,
    sourceKey: `${grant.key}#${index + 1}`,
    inviteeId: grant.inviteeId ?? null,
  }))
  const result = await db
    .insert(lottery_chances)
    .values(rows)
    .onConflictDoNothing({ target: [lottery_chances.campaignId, lottery_chances.sellerId, lottery_chances.source, lottery_chances.sourceKey] })
  return result.rowCount ?? 0
}

/** The seller's unspent chances in a campaign, and how many daily ones `day` (YYYY-MM-DD) has given. */
export async function chanceCounts(db: Db, campaignId: number, sellerId: number, day: string): Promise<{ unspent: number; today: number }> {
  const [row] = await db
    .select({
      unspent: sql<number>`count(*) FILTER (WHERE ${lottery_chances.spentAt} IS NULL)`.mapWith(Number),
      today: sql<number>`count(*) FILTER (WHERE ${lottery_chances.source} = 'daily' AND ${lottery_chances.sourceKey} LIKE ${`${day}#%`})`.mapWith(Number),
    })
    .from(lottery_chances)
    .where(and(eq(lottery_chances.sellerId, sellerId), eq(lottery_chances.campaignId, campaignId)))
  return { unspent: row?.unspent ?? 0, today: row?.today ?? 0 }
}

/** Marks the seller's oldest unspent chance in the campaign spent; its id, or null when none is left. */
export async function spendChance(tx: Db, campaignId: number, sellerId: number): Promise<number | null> {
  const oldest = tx
    .select({ id: lottery_chances.id })
    .from(lottery_chances)
    .where(and(eq(lottery_chances.sellerId, sellerId), eq(lottery_chances.campaignId, campaignId), isNull(lottery_chances.spentAt)))
    .orderBy(lottery_chances.id)
    .limit(1)
  const [spent] = await tx
    .update(lottery_chances)
    .set({ spentAt: sql`now()` })
    .where(inArray(lottery_chances.id, oldest))
    .returning({ id: lottery_chances.id })
  return spent?.id ?? null
}

// ---- invite codes -------------------------------------------------------------------------------

export async function findInviteCode(db: Db, sellerId: number): Promise<string | null> {
  const [row] = await db.select({ code: lottery_invite_codes.code }).from(lottery_invite_codes).where(eq(lottery_invite_codes.sellerId, sellerId))
  return row?.code ?? null
}

/** Stores the code unless the seller has one or another seller has this one. */
export async function insertInviteCode(db: Db, sellerId: number, code: string): Promise<void> {
  await db.insert(lottery_invite_codes).values({ sellerId, code }).onConflictDoNothing()
}

export async function sellerOfInviteCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ sellerId: lottery_invite_codes.sellerId }).from(lottery_invite_codes).where(eq(lottery_invite_codes.code, code))
  return row?.sellerId ?? null
}

// ---- invitations --------------------------------------------------------------------------------

export async function findInvitation(db: Db, campaignId: number, inviteeId: number): Promise<{ reason: InvitationReason; chances: number } | null> {
  const [row] = await db
    .select({ reason: lottery_invitations.reason, chances: lottery_invitations.chances })
    .from(lottery_invitations)
    .where(and(eq(lottery_invitations.campaignId, campaignId), eq(lottery_invitations.inviteeId, inviteeId)))
  return row ?? null
}

/** Counted invitations of the campaign: the inviter's, and the address's and the device's on `day`. */
export async function countedInvitations(
  db: Db,
  key: { campaignId: number; inviterId: number; addressKey: string; deviceKey: string | null; day: string },
): Promise<{ inviter: number; address: number; device: number }> {
  const t = lottery_invitations
  const [row] = await db
    .select({
      inviter: sql<number>`count(*) FILTER (WHERE ${t.inviterId} = ${key.inviterId})`.mapWith(Number),
      address: sql<number>`count(*) FILTER (WHERE ${t.addressKey} = ${key.addressKey} AND ${t.day} = ${key.day})`.mapWith(Number),
      device: sql<number>`count(*) FILTER (WHERE ${t.deviceKey} = ${key.deviceKey} AND ${t.day} = ${key.day})`.mapWith(Number),
    })
    .from(t)
    .where(
      and(
        eq(t.campaignId, key.campaignId),
        eq(t.counted, true),
        sql`(${t.inviterId} = ${key.inviterId} OR (${t.day} = ${key.day} AND (${t.addressKey} = ${key.addressKey} OR ${t.deviceKey} = ${key.deviceKey})))`,
      ),
    )
  return { inviter: row?.inviter ?? 0, address: row?.address ?? 0, device: row?.device ?? 0 }
}

export async function insertInvitation(db: Db, row: typeof lottery_invitations.$inferInsert): Promise<void> {
  await db.insert(lottery_invitations).values(row)
}

export type InvitationRow = { phone: string | null; createdAt: Date; counted: boolean; reason: InvitationReason; chances: number }

/** The seller's invitations into a campaign, newest first, with each invitee's phone. */
export async function invitationsOf(db: Db, campaignId: number, inviterId: number, limit = 100): Promise<InvitationRow[]> {
  return db
    .select({
      phone: sellers.phone,
      createdAt: lottery_invitations.createdAt,
      counted: lottery_invitations.counted,
      reason: lottery_invitations.reason,
      chances: lottery_invitations.chances,
    })
    .from(lottery_invitations)
    .leftJoin(sellers, eq(sellers.id, lottery_invitations.inviteeId))
    .where(and(eq(lottery_invitations.inviterId, inviterId), eq(lottery_invitations.campaignId, campaignId)))
    .orderBy(desc(lottery_invitations.id))
    .limit(limit)
}

// ---- commitments --------------------------------------------------------------------------------

export type CommitmentRow = typeof lottery_commitments.$inferSelect

export async function findCommitment(db: Db, campaignId: number): Promise<CommitmentRow | null> {
  const [row] = await db.select().from(lottery_commitments).where(eq(lottery_commitments.campaignId, campaignId))
  return row ?? null
}

type NewCommitment = Omit<CommitmentRow, 'lastSequence' | 'committedAt'>

/** Stores a campaign's first commitment; one already there (made meanwhile) is kept. */
export async function insertCommitment(db: Db, row: NewCommitment): Promise<void> {
  await db.insert(lottery_commitments).values(row).onConflictDoNothing({ target: lottery_commitments.campaignId })
}

/** Replaces a commitment no draw has used yet (the campaign was edited before it started); false when a draw used it meanwhile. */
export async function replaceUnusedCommitment(db: Db, row: NewCommitment): Promise<boolean> {
  const saved = await db
    .update(lottery_commitments)
    .set({ sealedSeed: row.sealedSeed, prizeTable: row.prizeTable, tableDigest: row.tableDigest, commitment: row.commitment, committedAt: sql`now()` })
    .where(and(eq(lottery_commitments.campaignId, row.campaignId), eq(lottery_commitments.lastSequence, 0)))
    .returning({ campaignId: lottery_commitments.campaignId })
  return saved.length === 1
}

/**
 * How many draws of the campaign won each prize: the numbered ones (what the stock rule counts),
 * or those without a number (made before the campaign was committed: its table's stock leaves them out).
 */
export async function winsByPrize(tx: Db, campaignId: number, numbered: boolean): Promise<Map<string, number>> {
  const rows = await tx
    .select({ prizeId: lottery_draws.prizeId, won: count() })
    .from(lottery_draws)
    .where(and(eq(lottery_draws.campaignId, campaignId), numbered ? isNotNull(lottery_draws.sequence) : isNull(lottery_draws.sequence), isNotNull(lottery_draws.prizeId)))
    .groupBy(lottery_draws.prizeId)
  return new Map(rows.flatMap((row) => (row.prizeId ? [[row.prizeId, row.won] as const] : [])))
}

/**
 * Takes the campaign's next sequence number. The row stays locked until the transaction ends, so
 * the campaign's draws are made one after another in sequence order. Null without a commitment.
 */
export async function takeSequence(tx: Db, campaignId: number): Promise<CommitmentRow | null> {
  const [row] = await tx
    .update(lottery_commitments)
    .set({ lastSequence: sql`${lottery_commitments.lastSequence} + 1` })
    .where(eq(lottery_commitments.campaignId, campaignId))
    .returning()
  return row ?? null
}

/** The campaign's numbered draws in order, with each seller's phone (masked by the caller). */
export async function loggedDraws(db: Db, campaignId: number): Promise<Array<{ sequence: number; player: string; prizeId: string | null; phone: string | null }>> {
  const rows = await db
    .select({ sequence: lottery_draws.sequence, player: lottery_draws.player, prizeId: lottery_draws.prizeId, phone: sellers.phone })
    .from(lottery_draws)
    .leftJoin(sellers, eq(sellers.id, lottery_draws.sellerId))
    .where(and(eq(lottery_draws.campaignId, campaignId), isNotNull(lottery_draws.sequence)))
    .orderBy(lottery_draws.sequence)
  return rows.flatMap((row) => (row.sequence !== null && row.player !== null ? [{ sequence: row.sequence, player: row.player, prizeId: row.prizeId, phone: row.phone }] : []))
}

// ---- draws and prizes ---------------------------------------------------------------------------

export type DrawRow = { id: number; prize: WonPrize | null; createdAt: Date; sequence: number | null; player: string | null; campaignId: number }

const drawColumns = { id: lottery_draws.id, prize: lottery_draws.prize, createdAt: lottery_draws.createdAt, sequence: lottery_draws.sequence, player: lottery_draws.player, campaignId: lottery_draws.campaignId }

export async function findDrawByRequest(db: Db, sellerId: number, requestId: string): Promise<DrawRow | null> {
  const [row] = await db
    .select(drawColumns)
    .from(lottery_draws)
    .where(and(eq(lottery_draws.sellerId, sellerId), eq(lottery_draws.requestId, requestId)))
  return row ?? null
}

export async function insertDraw(
  db: Db,
  draw: { campaignId: number; sellerId: number; requestId: string; chanceId: number; prize: WonPrize | null; sequence: number; player: string },
): Promise<DrawRow> {
  const [row] = await db
    .insert(lottery_draws)
    .values({ campaignId: draw.campaignId, sellerId: draw.sellerId, requestId: draw.requestId, chanceId: draw.chanceId, prizeId: draw.prize?.id ?? null, prize: draw.prize, sequence: draw.sequence, player: draw.player })
    .returning(drawColumns)
  if (!row) throw new Error('lottery: a draw was not inserted')
  return row
}

/** How many of each prize of the campaign have been won. */
export async function awardedCounts(db: Db, campaignId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ prizeId: lottery_prize_awards.prizeId, awarded: lottery_prize_awards.awarded })
    .from(lottery_prize_awards)
    .where(eq(lottery_prize_awards.campaignId, campaignId))
  return new Map(rows.map((row) => [row.prizeId, row.awarded]))
}

/**
 * Takes one of a prize, only while fewer than `stock` have been won: the check and the increment
 * are one statement (an upsert whose update has a WHERE), so no burst can give more than the
 * stock. False when the stock is gone.
 */
export async function takePrize(tx: Db, campaignId: number, prizeId: string, stock: number): Promise<boolean> {
  const taken = await tx
    .insert(lottery_prize_awards)
    .values({ campaignId, prizeId, awarded: 1 })
    .onConflictDoUpdate({
      target: [lottery_prize_awards.campaignId, lottery_prize_awards.prizeId],
      set: { awarded: sql`${lottery_prize_awards.awarded} + 1` },
      setWhere: lt(lottery_prize_awards.awarded, stock),
    })
    .returning({ awarded: lottery_prize_awards.awarded })
  return taken.length === 1
}

/** Adds `days` to the seller's membership bonus: from today or from its current end, whichever is later. */
export async function extendMembershipBonus(tx: Db, sellerId: number, days: number): Promise<void> {
  await tx
    .update(sellers)
    .set({
      membership_bonusEndTime: sql`GREATEST(COALESCE(${sellers.membership_bonusEndTime}, now()), now()) + make_interval(days => ${days})`,
      updatedAt: sql`now()`,
    })
    .where(eq(sellers.id, sellerId))
}

export type DrawWithClaim = DrawRow & { claim: { status: ClaimStatus; trackingNumber: string | null } | null }

/** The seller's draws of a campaign (or, `campaignId` null, their won draws of every campaign), newest first, with each one's claim. */
export async function drawsOf(db: Db, campaignId: number | null, sellerId: number, limit: number): Promise<DrawWithClaim[]> {
  const rows = await db
    .select({ ...drawColumns, status: lottery_claims.status, trackingNumber: lottery_claims.trackingNumber })
    .from(lottery_draws)
    .leftJoin(lottery_claims, eq(lottery_claims.drawId, lottery_draws.id))
    .where(and(eq(lottery_draws.sellerId, sellerId), campaignId === null ? isNotNull(lottery_draws.prizeId) : eq(lottery_draws.campaignId, campaignId)))
    .orderBy(desc(lottery_draws.id))
    .limit(limit)
  return rows.map(({ status, trackingNumber, ...draw }) => ({ ...draw, claim: status ? { status, trackingNumber } : null }))
}

/** The campaign's latest won draws with the winners' phones. */
export async function latestWins(db: Db, campaignId: number, limit: number): Promise<Array<{ phone: string; prize: WonPrize | null; createdAt: Date }>> {
  return db
    .select({ phone: sellers.phone, prize: lottery_draws.prize, createdAt: lottery_draws.createdAt })
    .from(lottery_draws)
    .innerJoin(sellers, eq(sellers.id, lottery_draws.sellerId))
    .where(and(eq(lottery_draws.campaignId, campaignId), isNotNull(lottery_draws.prizeId)))
    .orderBy(desc(lottery_draws.id))
    .limit(limit)
}

/** One draw of the seller's, or null when the id is not theirs. */
export async function ownDraw(db: Db, sellerId: number, drawId: number): Promise<{ id: number; campaignId: number; prize: WonPrize | null; createdAt: Date } | null> {
  const [row] = await db
    .select({ ...drawColumns, campaignId: lottery_draws.campaignId })
    .from(lottery_draws)
    .where(and(eq(lottery_draws.id, drawId), eq(lottery_draws.sellerId, sellerId)))
  return row ?? null
}

/** Whether any seller has drawn in the campaign. */
export async function campaignHasDraws(db: Db, campaignId: number): Promise<boolean> {
  const rows = await db.select({ id: lottery_draws.id }).from(lottery_draws).where(eq(lottery_draws.campaignId, campaignId)).limit(1)
  return rows.length > 0
}

/** Whether the seller has a draw in a campaign's public log (a numbered one). */
export async function sellerHasLoggedDraws(db: Db, sellerId: number): Promise<boolean> {
  const rows = await db.select({ id: lottery_draws.id }).from(lottery_draws).where(and(eq(lottery_draws.sellerId, sellerId), isNotNull(lottery_draws.sequence))).limit(1)
  return rows.length > 0
}

// ---- claims (collection lottery-claims) ---------------------------------------------------------

/**
 * Changes a claim's delivery details only while it is pending, in one statement: a marketer
 * shipping it meanwhile wins. Whether a claim was changed.
 */
export async function updatePendingClaim(db: Db, drawId: number, details: { recipientName: string; recipientPhone: string; address: string }): Promise<boolean> {
  const result = await db
    .update(lottery_claims)
    .set({ ...details, updatedAt: sql`now()` })
    .where(and(eq(lottery_claims.drawId, drawId), eq(lottery_claims.status, 'pending')))
  return result.rowCount === 1
}

export async function claimExists(db: Db, drawId: number): Promise<boolean> {
  const rows = await db.select({ id: lottery_claims.id }).from(lottery_claims).where(eq(lottery_claims.drawId, drawId))
  return rows.length > 0
}

/** Every claim (or those of one status), oldest first, with the seller's phone. */
export async function claimsForExport(db: Db, status?: ClaimStatus) {
  return db
    .select({
      id: lottery_claims.id,
      drawId: lottery_claims.drawId,
      campaignId: lottery_claims.campaign,
      prizeName: lottery_claims.prizeName,
      recipientName: lottery_claims.recipientName,
      recipientPhone: lottery_claims.recipientPhone,
      address: lottery_claims.address,
      status: lottery_claims.status,
      trackingNumber: lottery_claims.trackingNumber,
      sellerPhone: sellers.phone,
      createdAt: lottery_claims.createdAt,
      shippedAt: lottery_claims.shippedAt,
    })
    .from(lottery_claims)
    .leftJoin(sellers, eq(sellers.id, lottery_claims.seller))
    .where(status ? eq(lottery_claims.status, status) : undefined)
    .orderBy(lottery_claims.id)
}

// ---- results (the campaign's form in the admin) -------------------------------------------------

export async function campaignCounts(db: Db, campaignId: number) {
  const [[draws], [chances], [claims], awarded] = await Promise.all([
    db
      .select({ draws: count(), winners: count(lottery_draws.prizeId), players: countDistinct(lottery_draws.sellerId) })
      .from(lottery_draws)
      .where(eq(lottery_draws.campaignId, campaignId)),
    db
      .select({
        given: count(),
        invited: sql<number>`count(DISTINCT split_part(${lottery_chances.sourceKey}, '#', 1)) FILTER (WHERE ${lottery_chances.source} = 'invite')`.mapWith(Number),
      })
      .from(lottery_chances)
      .where(eq(lottery_chances.campaignId, campaignId)),
    db
      .select({
        pending: sql<number>`count(*) FILTER (WHERE ${lottery_claims.status} = 'pending')`.mapWith(Number),
        shipped: sql<number>`count(*) FILTER (WHERE ${lottery_claims.status} = 'shipped')`.mapWith(Number),
      })
      .from(lottery_claims)
      .where(eq(lottery_claims.campaign, campaignId)),
    awardedCounts(db, campaignId),
  ])
  return { draws, chances, claims, awarded }
}
