import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { toLocale } from '@/lib/i18n/locales'
import { campaignHasDraws } from '@/server/lottery/repository'

const MESSAGES = {
  zh: '该活动已有抽奖记录，不能删除：请修改结束时间来结束活动。',
  en: 'This campaign has draws and cannot be deleted: set its end time to end it.',
  ru: 'В этом розыгрыше уже были попытки, его нельзя удалить: чтобы завершить его, измените дату окончания.',
} as const

/**
 * A campaign sellers have drawn in keeps its draws, prizes won and claims: deleting it is refused
 * with a clear message (ending it is a matter of its end time).
 */
export const keepPlayedCampaigns: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!(await campaignHasDraws(req.payload.db.drizzle, Number(id)))) return
  throw new APIError(MESSAGES[toLocale(req.i18n?.language)], 400, undefined, true)
}
