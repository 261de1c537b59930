/**
 * The local SMS provider: never sends anything. It writes the message to the server log and to
 * the table local_sms_outbox, where tests and the developer read it (GET /api/dev/sms when
 * LOCAL_SMS_INBOX is on). Production configures Tencent Cloud SMS (TENCENT_SMS_*).
 */
import type { Pool } from 'pg'

import type { SmsMessage, SmsProvider } from './types'

export function smsText({ code, purpose, minutes }: SmsMessage): string {
  const what = { log: '登录', res: '重置密码', reg: '注册' }[purpose]
  return `【Ozon数据分析】您的${what}验证码为 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`
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
