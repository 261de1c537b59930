/**
 * A published campaign's draws are committed (src/server/lottery/fairness.ts): the commitment is
 * made when it is published (again, with a new seed, when its table changes before it starts),
 * and once it has started what the draws depend on cannot change.
 */
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

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
  if (campaign) await commitCampaign(await requestDb(req), campaign)
  return doc
}

type Frozen = 'startsAt' | 'endsAt' | 'noPrizeWeight' | 'prizes'

const FIELD_NAMES: Record<Frozen, Record<Locale, string>> = {
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

/** What `data` changes that a started (or ended) campaign's draws depend on; absent fields are unchanged. */
export function frozenChanges(original: Pick<LotteryCampaign, 'startsAt' | 'endsAt' | 'noPrizeWeight' | 'prizes'>, data: Partial<LotteryCampaign>, now: Date): Frozen[] {
  const changed: Frozen[] = []
  if (data.startsAt !== undefined && !sameTime(data.startsAt, original.startsAt)) changed.push('startsAt')
  if (now > new Date(original.endsAt) && data.endsAt !== undefined && !sameTime(data.endsAt, original.endsAt)) changed.push('endsAt')
  if (data.noPrizeWeight !== undefined && data.noPrizeWeight !== original.noPrizeWeight) changed.push('noPrizeWeight')
  if (data.prizes !== undefined && drawParts(data.prizes) !== drawParts(original.prizes)) changed.push('prizes')
  return changed
}

export const freezeCommittedCampaigns: CollectionBeforeChangeHook<LotteryCampaign> = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const now = new Date()
  if (now < new Date(originalDoc.startsAt)) return data
  const changed = frozenChanges(originalDoc, data, now)
  if (changed.length === 0 || !(await findCommitment(await requestDb(req), originalDoc.id))) return data
  const locale = toLocale(req.i18n?.language)
  throw new APIError(MESSAGES[locale](changed.map((field) => FIELD_NAMES[field][locale]).join(LIST_SEPARATOR[locale])), 400, undefined, true)
}
