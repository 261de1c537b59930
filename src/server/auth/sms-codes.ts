/**
 * SMS codes (DESIGN.md security baseline): 6 digits from the CSPRNG, stored as a keyed hash,
 * valid 5 minutes, single use, bound to phone (E.164) + purpose, at most 5 wrong tries; sent only
 * to the countries the admin enabled (site settings) that the provider reaches; limited per phone
 * (60 s, 5/h, 10/day), per IP and, outside mainland China, per country.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { countryOfNumber, SMS_CODE_LENGTH } from '@/lib/auth/validation'
import { enabledPhoneCountries, HOME_COUNTRY } from '@/lib/phone/countries'

import { sms_codes } from '@/payload-generated-schema'
import type { Db } from '@/server/db/drizzle'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import type { SmsPurpose } from '@/server/providers/sms/types'
import { limitKey } from '@/server/http/client-ip'
import { keyedHash, randomDigits } from '@/server/platform/crypto'
import { fail } from '@/server/platform/errors'
import { consume } from '@/server/platform/limits'
import type { RequestContext } from '@/server/http/context'
import { findSellerByPhone } from '@/server/user/accounts'

export const CODE_TTL_MINUTES = 5
export const MAX_CODE_ATTEMPTS = 5

const codeHash = (phone: string, purpose: SmsPurpose, code: string) => keyedHash('sms-code', `${phone}:${purpose}:${code}`)

/**
 * Whether a code may go to this number, outside mainland China. The provider must reach it. A
 * number with an account always may (a country removed later stops new sign-ups, not its sellers'
 * logins, resets and verifications) and does not count toward the country's hourly budget, which
 * is there against codes pumped to new numbers. Any other number needs its country enabled (site
 * settings) and a place in the budget. For a country not enabled the answer tells whether the
 * number is registered: it takes from the address's "is this registered?" allowance first, as
 * /user/hasUserByMobile does.
 */
async function checkAbroad(ctx: RequestContext, phone: string, country: string | null): Promise<void> {
  if (!country || !ctx.providers.sms.reaches(phone)) throw fail('phoneCountry')
  const settings = await ctx.payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const enabled = (enabledPhoneCountries(settings.phoneCountries) as readonly string[]).includes(country)
  if (!enabled) await consume(ctx.limits.existencePerIpHour, limitKey(ctx.ip))
  if (await findSellerByPhone(ctx.payload, phone)) return
  if (!enabled) throw fail('phoneCountry')
  await consume(ctx.limits.smsPerCountryHour, country)
}

export async function sendSmsCode(ctx: RequestContext, phone: string, purpose: SmsPurpose): Promise<void> {
  const { payload, limits, ip, locale } = ctx
  // The 60 s gate first: a too-early resend must not eat into the hourly and daily allowance.
  await consume(limits.smsResend, phone)
  // Then the country's budget: a refusal there leaves the number's and the address's allowances whole.
  const country = countryOfNumber(phone)
  if (country !== HOME_COUNTRY) await checkAbroad(ctx, phone, country)
  await consume(limits.smsPerIpHour, limitKey(ip))
  await consume(limits.smsPerPhoneHour, phone)
  await consume(limits.smsPerPhoneDay, phone)

  const code = randomDigits(SMS_CODE_LENGTH)
  // A new code replaces older unused ones of the same purpose.
  await payload.db.drizzle
    .update(sms_codes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(sms_codes.phone, phone), eq(sms_codes.purpose, purpose), isNull(sms_codes.consumedAt)))
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
    await ctx.providers.sms.send({ phone, code, purpose, minutes: CODE_TTL_MINUTES, locale })
  } catch (error) {
    // The local provider writes to the database: an outage there is a 503 "try again", not a failed SMS.
    if (isDatabaseUnavailable(error)) throw error
    payload.logger.error({ msg: 'SMS send failed', err: error instanceof Error ? error.message : String(error) })
    throw fail('smsFailed')
  }
}

/**
 * One statement takes a try and checks the code: it counts the try, consumes the code when it
 * matches, and burns it on the 5th wrong try. Row locking serialises concurrent guesses, and the
 * outer conditions are re-checked after a concurrent update, so 20 guesses at once get the same 5
 * checks as 20 in a row, and a code is used once. (The subquery only picks the newest code.)
 * Null when the code was right (and is now used), else why not. `db` may be a transaction: the
 * caller then commits a refused try too, so it counts.
 */
export async function trySmsCode(db: Db, phone: string, purpose: SmsPurpose, code: string): Promise<'codeInvalid' | 'codeTooManyTries' | null> {
  const hash = codeHash(phone, purpose, code)
  const newest = db
    .select({ id: sms_codes.id })
    .from(sms_codes)
    .where(and(eq(sms_codes.phone, phone), eq(sms_codes.purpose, purpose), isNull(sms_codes.consumedAt)))
    .orderBy(desc(sms_codes.id))
    .limit(1)
  const rows = await db
    .update(sms_codes)
    .set({
      attempts: sql`${sms_codes.attempts} + 1`,
      consumedAt: sql`CASE WHEN ${sms_codes.codeHash} = ${hash} OR ${sms_codes.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} THEN now() END`,
    })
    .where(and(inArray(sms_codes.id, newest), isNull(sms_codes.consumedAt), gt(sms_codes.expiresAt, sql`now()`), lt(sms_codes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ matched: sql<boolean>`${sms_codes.codeHash} = ${hash}`, attempts: sms_codes.attempts })
  const row = rows[0]
  if (row?.matched) return null
  if (row && row.attempts >= MAX_CODE_ATTEMPTS) return 'codeTooManyTries'
  // No live code (expired, used, never sent) or a wrong one: the same answer.
  return 'codeInvalid'
}

/** trySmsCode on its own: throws the refusal. */
export async function verifySmsCode(payload: Payload, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const refused = await trySmsCode(payload.db.drizzle, phone, purpose, code)
  if (refused) throw fail(refused)
}
