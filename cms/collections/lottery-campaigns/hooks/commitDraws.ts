/**
 * A published campaign's draws are committed (src/server/lottery/fairness.ts): the commitment is
 * made when it is published (again, with a new seed, when its table changes before it starts),
 * and once it has started what the draws depend on cannot change.
 */
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { type Locale, toLocale } from '@/lib/i18n/locales'
import type { LotteryCampaign } from '@payload-types'
import { requestDb } from '@/server/db/transaction'
import { findCampaign } from '@/server/lottery/campaigns'
import { commitCampaign } from '@/server/lottery/fairness'
import { findCommitment } from '@/server/lottery/repository'

export const commitPublishedCampaign: CollectionAfterChangeHook<LotteryCampaign> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  // Read in the save's transaction: the campaign as just saved, every language.
  const campaign = await findCampaign(req.payload, doc.activityId, req)
  // A table that may no longer change (a draw used the commitment, or the campaign started) undoes the save.
  if (campaign && !(await commitCampaign(await requestDb(req), campaign))) refuse(req, ['prizes'])
  return doc
}

type FrozenField = 'startsAt' | 'endsAt' | 'noPrizeWeight' | 'prizes'

const FIELD_NAMES: Record<FrozenField, Record<Locale, string>> = {
  startsAt: { zh: '开始时间', en: 'the start time', ru: 'время начала' },
  endsAt: { zh: '结束时间（活动已结束，种子已公开）', en: 'the end time (the campaign has ended and its seed is public)', ru: 'время окончания (розыгрыш завершён, его сид опубликован)' },
  noPrizeWeight: { zh: '“未中奖”权重', en: 'the “no prize” weight', ru: 'вес «без приза»' },
  prizes: { zh: '奖品表（奖品、顺序、类型、会员天数、库存、权重）', en: 'the prize table (prizes, order, kinds, membership days, stock, weights)', ru: 'таблицу призов (призы, порядок, типы, дни подписки, запас, веса)' },
}

const MESSAGES: Record<Locale, (fields: string) => string> = {
  zh: (fields) => `活动已开始，抽奖承诺已公开，任何人都可以据此核验每次抽奖：不能再修改${fields}。`,
  en: (fields) => `The campaign has started and its draws are committed publicly, so anyone can check them: ${fields} can no longer change.`,
  ru: (fields) => `Розыгрыш начался, его обязательство опубликовано, и любой может проверить каждую попытку: нельзя менять ${fields}.`,
}

const LIST_SEPARATOR: Record<Locale, string> = { zh: '、', en: ', ', ru: ', ' }

type PrizeRows = LotteryCampaign['prizes']

const sameTime = (a: unknown, b: unknown) => new Date(String(a)).getTime() === new Date(String(b)).getTime()

/** The prizes' parts a draw depends on, in order. */
const drawParts = (rows: PrizeRows) => JSON.stringify((rows ?? []).map((row) => [row.id ?? null, row.kind, row.kind === 'membership' ? (row.membershipDays ?? null) : null, row.stock, row.weight]))

type Frozen = Pick<LotteryCampaign, 'startsAt' | 'endsAt' | 'noPrizeWeight' | 'prizes'>

/** What `data` changes that a started (or ended) campaign's draws depend on; absent fields are unchanged. */
function frozenChanges(published: Frozen, data: Partial<LotteryCampaign>, now: Date): FrozenField[] {
  const changed: FrozenField[] = []
  if (data.startsAt !== undefined && !sameTime(data.startsAt, published.startsAt)) changed.push('startsAt')
  if (now > new Date(published.endsAt) && data.endsAt !== undefined && !sameTime(data.endsAt, published.endsAt)) changed.push('endsAt')
  if (data.noPrizeWeight !== undefined && data.noPrizeWeight !== published.noPrizeWeight) changed.push('noPrizeWeight')
  if (data.prizes !== undefined && drawParts(data.prizes) !== drawParts(published.prizes)) changed.push('prizes')
  return changed
}

function refuse(req: PayloadRequest, changed: FrozenField[]): never {
  const locale = toLocale(req.i18n?.language)
  throw new APIError(MESSAGES[locale](changed.map((field) => FIELD_NAMES[field][locale]).join(LIST_SEPARATOR[locale])), 400, undefined, true)
}

/**
 * Any save (a draft too, or publishing an older draft) of a committed campaign that has started
 * is compared with the published campaign, not with the latest draft: what the draws depend on stays.
 */
export const freezeCommittedCampaigns: CollectionBeforeChangeHook<LotteryCampaign> = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const commitment = await findCommitment(await requestDb(req), originalDoc.id)
  if (!commitment) return data
  const published = await req.payload.findByID({ collection: 'lottery-campaigns', id: originalDoc.id, draft: false, depth: 0, overrideAccess: true, req })
  const now = new Date()
  if (now < new Date(published.startsAt) && commitment.lastSequence === 0) return data
  const changed = frozenChanges(published, data, now)
  if (changed.length) refuse(req, changed)
  return data
}
