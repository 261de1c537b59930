/**
 * SMS codes (DESIGN.md security baseline): 6 digits from the CSPRNG, stored as a keyed hash,
 * valid 5 minutes, single use, bound to phone + purpose, at most 5 wrong tries; sending is
 * limited per phone (60 s, 5/h, 10/day) and per IP.
 */
import type { Payload } from 'payload'

import { SMS_CODE_LENGTH } from '@/lib/auth/validation'

import type { Locale } from '@/lib/i18n/locales'

import type { SmsPurpose } from '../providers/sms/types'
import { providers } from '../providers'
import { limitKey } from './client-ip'
import { keyedHash, randomDigits } from './crypto'
import { fail } from './errors'
import { consume, limiters } from './limits'

export const CODE_TTL_MINUTES = 5
export const MAX_CODE_ATTEMPTS = 5

const codeHash = (phone: string, purpose: SmsPurpose, code: string) => keyedHash('sms-code', `${phone}:${purpose}:${code}`)

export async function sendSmsCode(payload: Payload, phone: string, purpose: SmsPurpose, ip: string, locale: Locale = 'zh'): Promise<void> {
  const pool = payload.db.pool
  const all = limiters(pool)
  // The 60 s gate first: a too-early resend must not eat into the hourly and daily allowance.
  await consume(all.smsResend, phone)
  await consume(all.smsPerIpHour, limitKey(ip))
  await consume(all.smsPerPhoneHour, phone)
  await consume(all.smsPerPhoneDay, phone)

  const code = randomDigits(SMS_CODE_LENGTH)
  // A new code replaces older unused ones of the same purpose.
  await pool.query(`UPDATE sms_codes SET consumed_at = now() WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL`, [phone, purpose])
  await payload.create({
    collection: 'sms-codes',
    data: {
      phone,
      purpose,
      codeHash: codeHash(phone, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000).toISOString(),
      attempts: 0,
      ip,
    },
    overrideAccess: true,
  })
  try {
    await providers(pool).sms.send({ phone, code, purpose, minutes: CODE_TTL_MINUTES, locale })
  } catch (error) {
    payload.logger.error({ msg: 'SMS send failed', err: error instanceof Error ? error.message : String(error) })
    throw fail('smsFailed')
  }
}

/**
 * One statement takes a try and checks the code: it counts the try, consumes the code when it
 * matches, and burns it on the 5th wrong try. Row locking serialises concurrent guesses, and the
 * outer conditions are re-checked after a concurrent update, so 20 guesses at once get the same 5
 * checks as 20 in a row, and a code is used once. (The subquery only picks the newest code.)
 */
export async function verifySmsCode(payload: Payload, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const { rows } = await payload.db.pool.query(
    `UPDATE sms_codes SET attempts = attempts + 1,
            consumed_at = CASE WHEN code_hash = $3 OR attempts + 1 >= $4 THEN now() END
      WHERE id = (SELECT id FROM sms_codes WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL ORDER BY id DESC LIMIT 1)
        AND consumed_at IS NULL AND expires_at > now() AND attempts < $4
      RETURNING code_hash = $3 AS matched, attempts`,
    [phone, purpose, codeHash(phone, purpose, code), MAX_CODE_ATTEMPTS],
  )
  const row = rows[0] as { matched: boolean; attempts: number } | undefined
  if (row?.matched) return
  if (row && row.attempts >= MAX_CODE_ATTEMPTS) throw fail('codeTooManyTries')
  // No live code (expired, used, never sent) or a wrong one: the same answer.
  throw fail('codeInvalid')
}
