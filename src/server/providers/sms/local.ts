/**
 * The local SMS provider: never sends anything. It writes the message to the server log and to
 * the table local_sms_outbox, where tests and the developer read it (GET /api/dev/sms when
 * LOCAL_SMS_INBOX is on). Production configures Tencent Cloud SMS (TENCENT_SMS_*).
 */
import type { Pool } from 'pg'

import { translate } from '@/server/platform/messages'
import type { SmsMessage, SmsProvider } from './types'

const PURPOSE_KEYS = { log: 'smsPurposeLog', res: 'smsPurposeRes', reg: 'smsPurposeReg' } as const

/** The message in the requester's language (locales/<lang>/service.json). */
export function smsText({ code, purpose, minutes, locale = 'zh' }: SmsMessage): string {
  return translate(locale, 'smsText', { what: translate(locale, PURPOSE_KEYS[purpose]), code, minutes })
}

export function createLocalSmsProvider(pool: Pool, log: (line: string) => void = console.info): SmsProvider {
  return {
    name: 'local',
    async send(message) {
      const text = smsText(message)
      await pool.query('INSERT INTO local_sms_outbox (phone, purpose, code, text) VALUES ($1, $2, $3, $4)', [
        message.phone,
        message.purpose,
        message.code,
        text,
      ])
      log(`[sms:local] to ${message.phone} (${message.purpose}): ${text}`)
    },
  }
}

export type OutboxMessage = { phone: string; purpose: string; code: string; text: string; createdAt: string }

export async function readOutbox(pool: Pool, phone: string, limit = 5): Promise<OutboxMessage[]> {
  const { rows } = await pool.query(
    'SELECT phone, purpose, code, text, created_at AS "createdAt" FROM local_sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2',
    [phone, limit],
  )
  return rows as OutboxMessage[]
}
