/**
 * The local SMS provider: never sends anything. It writes the message to the table
 * local_sms_outbox, where tests and the developer read it (GET /api/dev/sms when LOCAL_SMS_INBOX
 * is on, as it is by default with the embedded database). The log says only that a code was
 * written, never the code or the number. Production configures Tencent Cloud SMS (TENCENT_SMS_*).
 */
import { desc, eq } from '@payloadcms/db-postgres/drizzle'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Pool } from 'pg'

import { maskPhone } from '@/lib/auth/rules'
import type { Db } from '@/server/db/drizzle'
import { local_sms_outbox } from '@/server/db/tables'
import { logger } from '@/server/platform/log'
import { translate } from '@/server/platform/messages'
import type { SmsMessage, SmsProvider } from './types'

const PURPOSE_KEYS = { log: 'smsPurposeLog', res: 'smsPurposeRes', reg: 'smsPurposeReg' } as const

/** The message in the requester's language (locales/<lang>/service.json). */
export function smsText({ code, purpose, minutes, locale = 'zh' }: SmsMessage): string {
  return translate(locale, 'smsText', { what: translate(locale, PURPOSE_KEYS[purpose]), code, minutes })
}

export function createLocalSmsProvider(pool: Pool): SmsProvider {
  // The providers are made per pool (providers/index.ts); Drizzle over the same pool.
  const db = drizzle({ client: pool })
  return {
    name: 'local',
    reaches: () => true,
    async send(message) {
      const text = smsText(message)
      await db.insert(local_sms_outbox).values({ phone: message.phone, purpose: message.purpose, code: message.code, text })
      logger.info({ purpose: message.purpose, phoneMasked: maskPhone(message.phone) }, 'SMS code written to the local outbox (GET /api/dev/sms?phone=…)')
    },
  }
}

export type OutboxMessage = { phone: string; purpose: string; code: string; text: string; createdAt: string }

export async function readOutbox(db: Db, phone: string, limit = 5): Promise<OutboxMessage[]> {
  const rows = await db
    .select({ phone: local_sms_outbox.phone, purpose: local_sms_outbox.purpose, code: local_sms_outbox.code, text: local_sms_outbox.text, createdAt: local_sms_outbox.createdAt })
    .from(local_sms_outbox)
    .where(eq(local_sms_outbox.phone, phone))
    .orderBy(desc(local_sms_outbox.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
