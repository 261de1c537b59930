import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { toLocale } from '@/lib/i18n/locales'
import { requestDb } from '@/server/db/transaction'
import { sellerHasLoggedDraws } from '@/server/lottery/repository'

const MESSAGES = {
  zh: '该卖家在抽奖的公开记录中有抽奖，删除会使这些记录无法核验：请改为停用该账户。',
  en: 'This seller has draws in a lottery’s public log; deleting them would make the log impossible to verify: disable the account instead.',
  ru: 'У этого продавца есть попытки в публичном журнале розыгрыша; удаление сделает журнал непроверяемым: заблокируйте аккаунт вместо удаления.',
} as const

/**
 * A seller's draws stay in the lottery's public log (their deletion would cascade to the draws and
 * leave gaps no one could verify): deleting such a seller is refused, in the admin's language.
 */
export const keepLotteryPlayers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!(await sellerHasLoggedDraws(await requestDb(req), Number(id)))) return
  throw new APIError(MESSAGES[toLocale(req.i18n?.language)], 400, undefined, true)
}
