/**
 * Fixtures shared by the tests that talk to a running server (vitest HTTP tests and Playwright
 * alike): phone numbers no other test uses, and the SMS codes the local provider "sent", read
 * over HTTP from the dev inbox (GET /api/dev/sms, on when LOCAL_SMS_INBOX=true).
 */

// A phone is unique across processes running at once (pid), within a process (counter), and
// across runs on one database (the process's start time offsets its counter).
const PROCESS_DIGITS = String(process.pid % 1000).padStart(3, '0')
const START = Date.now()
let issued = 0

/** A mainland mobile number (13 + 9 digits) that no other test, parallel process or recent run uses. */
export function freshPhone(): string {
  issued += 1
  return `13${PROCESS_DIGITS}${String((START + issued) % 1_000_000).padStart(6, '0')}`
}

/**
 * A Russian mobile number in E.164 (+7 91x …) no other test, process or recent run uses; the
 * national part (`.slice(2)`) is what a seller with +7 chosen types.
 */
export function freshRussianPhone(): string {
  issued += 1
  return `+791${PROCESS_DIGITS.slice(1)}${String((START + issued) % 1_000_000).padStart(6, '0')}`
}

/** A number as the database keeps it (E.164): a fresh mainland number as typed gets its +86. */
export function storedPhone(phone: string): string {
  return phone.startsWith('+') ? phone : `+86${phone}`
}

export type SmsPurpose = 'log' | 'reg' | 'res'

type InboxMessage = { code: string; purpose: string; text: string }

/**
 * The newest code the local SMS provider "sent" to `phone` (of `purpose` when given), from the
 * server at `baseUrl`. Polls for a while: a send started by a browser may not have landed yet.
 */
export async function lastSmsCode(baseUrl: string, phone: string, purpose?: SmsPurpose, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await fetch(new URL(`/api/dev/sms?phone=${encodeURIComponent(phone)}`, baseUrl))
    if (!response.ok) throw new Error(`GET /api/dev/sms answered ${response.status}; the server needs LOCAL_SMS_INBOX=true`)
    const { messages } = (await response.json()) as { messages: InboxMessage[] }
    const message = messages.find((candidate) => !purpose || candidate.purpose === purpose)
    if (message) {
      // The code must reach the seller in the text itself, not only in the outbox row.
      if (!message.text.includes(message.code)) throw new Error(`SMS text without its code: ${message.text}`)
      return message.code
    }
    if (Date.now() > deadline) throw new Error(`no ${purpose ?? ''} SMS for ${phone} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Lets the 60 s per-phone resend interval pass (rate limits live in PostgreSQL): a test that sends
 * a phone a second code (register, then log in) does not wait a minute.
 */
export async function forgetResendGate(phone: string): Promise<void> {
  const { default: pg } = await import('pg')
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    await db.query('DELETE FROM rate_limits WHERE key = $1', [`smsResend:${storedPhone(phone)}`])
  } finally {
    await db.end()
  }
}
