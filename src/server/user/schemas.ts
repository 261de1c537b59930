/** Request schemas of the user service (zod), with the spec's field names (section 7). */
import { z } from 'zod'

import { PG_INT_MAX } from '@/lib/pg-int'
import { loginPasswordSchema, newPasswordSchema, phoneSchema, sendTypeSchema, smsCodeSchema, VALIDATION_KEYS } from '@/lib/auth/validation'

const short = (max = 100) => z.string().trim().max(max)
const optionalShort = (max = 100) => z.union([short(max), z.number().transform(String)]).optional().nullable()
const captchaFields = { ticket: short(2000).min(1, 'captchaRequired'), randstr: short(200).min(1, 'captchaRequired') }
const common = { appName: optionalShort(), tenantId: optionalShort(20), channelId: optionalShort(20) }

/**
 * An SMS code request names its purpose and phone `sendType` / `mobilePhone` (sendMessageV2/V3,
 * /public/message) or `type` / `mobile` (spec section 7, sendTencentMessage). Both are accepted and
 * read as one shape, `sendType` + `mobilePhone`; when a body carries both, those names win.
 */
export function withSendCodeNames(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input
  const { type, mobile, ...rest } = input as Record<string, unknown>
  return { ...rest, sendType: rest.sendType ?? type, mobilePhone: rest.mobilePhone ?? mobile }
}
const sendCodeFields = z.object({ ...common, sendType: sendTypeSchema, mobilePhone: phoneSchema, ...captchaFields })
export const sendCodeSchema = z.preprocess(withSendCodeNames, sendCodeFields)
export const sendCodeQuerySchema = z.preprocess(withSendCodeNames, sendCodeFields.extend({ userIp: optionalShort(64) }))
export const hasUserSendSchema = z.object({ ...common, mobilePhone: phoneSchema, ...captchaFields })
export const hasUserByMobileSchema = z.object({ userName: phoneSchema, ...captchaFields })

/** Where a registration came from (spec section 3 "invite data"). */
export const attributionFields = {
  invite: optionalShort(),
  invite_channel: optionalShort(),
  firstId: optionalShort(200),
  searchWord: optionalShort(200),
  keyWord: optionalShort(200),
  expandInfo: optionalShort(1000),
  utm_source: optionalShort(),
  utm_medium: optionalShort(),
  utm_campaign: optionalShort(),
  utm_content: optionalShort(),
  utm_term: optionalShort(),
  // Ours: the distribution channel's url code the visitor arrived with (spec section 3 "registration channel").
  urlCode: optionalShort(40),
}

const passwordLogin = z.object({
  account: phoneSchema,
  password: loginPasswordSchema,
  // The captcha ticket travels as data.code (spec section 7).
  code: short(2000).min(1, 'captchaRequired'),
  randstr: short(200).min(1, 'captchaRequired'),
  tenantId: optionalShort(20),
})
const smsLogin = z.object({ account: phoneSchema, messageCode: smsCodeSchema, tenantId: optionalShort(20) })

export const loginSchema = z.discriminatedUnion('action', [
  z.object({ ...common, ...attributionFields, action: z.literal('accountLogin'), data: passwordLogin }),
  z.object({ ...common, ...attributionFields, action: z.literal('accountLoginV2'), data: passwordLogin }),
  z.object({ ...common, ...attributionFields, action: z.literal('smsAccountLogin'), data: smsLogin }),
], { error: 'badAction' })

/** A sub-account's id (seller_sub_accounts), e.g. the team chosen at login (account_select). */
const subAccountId = z.coerce.number({ error: 'subAccountUnknown' }).int('subAccountUnknown').min(1, 'subAccountUnknown').max(PG_INT_MAX, 'subAccountUnknown')

export const createTokenSchema = z.object({
  account: phoneSchema.optional(),
  loginCredential: short(200).min(1, 'credentialInvalid'),
  checkChannelId: optionalShort(20),
  /** Ours: the team chosen at account_select; none (or null) = the seller's own account. */
  subAccountId: subAccountId.optional().nullable(),
})

export const addSubAccountSchema = z.object({ phone: phoneSchema, label: z.string().trim().max(40, 'subAccountLabelTooLong').optional().nullable() })
/** remove (by the main account), accept / leave (by the member): one membership. */
export const subAccountMembershipSchema = z.object({ id: subAccountId })

export const registerSchema = z.object({
  ...common,
  ...attributionFields,
  account: phoneSchema,
  code: smsCodeSchema,
  password: z.union([z.literal(''), newPasswordSchema]).optional().nullable(),
  realPush: z.unknown().optional(),
})

export const resetPasswordSchema = z
  .object({ phone: phoneSchema, tenantId: optionalShort(20), code: smsCodeSchema, password: newPasswordSchema, confirmPassword: z.string({ error: VALIDATION_KEYS.passwordSuppleRequired }).min(1, VALIDATION_KEYS.passwordSuppleRequired).max(64) })
  .refine((value) => value.password === value.confirmPassword, { error: 'passwordMismatch', path: ['confirmPassword'] })

/** A signed-in seller's new password (ours): the code went to the account's own phone. */
export const setPasswordSchema = z
  .object({ code: smsCodeSchema, password: newPasswordSchema, confirmPassword: z.string({ error: VALIDATION_KEYS.passwordSuppleRequired }).min(1, VALIDATION_KEYS.passwordSuppleRequired).max(64) })
  .refine((value) => value.password === value.confirmPassword, { error: 'passwordMismatch', path: ['confirmPassword'] })

export const feedbackSchema = z.object({
  type: optionalShort(40),
  complaint: optionalShort(200),
  problemDescription: z.string().trim().min(1, 'feedbackRequired').max(2000),
  imgUrl: optionalShort(500),
})

export const localCaptchaSchema = z.object({ challenge: short(300).min(1), position: z.number().min(0).max(1) })
export const introspectSchema = z.object({ token: short(200).min(1) })
export const emptySchema = z.object({}).passthrough()
