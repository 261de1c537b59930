/** Request schemas of WeChat login and binding, risk verification and the passport (zod). */
import { z } from 'zod'

import { loginPasswordSchema, phoneSchema, smsCodeSchema } from '@/lib/auth/validation'

import { attributionFields } from '@/server/user/schemas'

const token = (max = 300) => z.string().trim().min(1, 'badRequest').max(max, 'badRequest')
const optionalShort = (max = 100) => z.union([z.string().trim().max(max), z.number().transform(String)]).optional().nullable()

/** A path of this site to come back to: '/…' but not '//…' (another host) nor a backslash trick. */
export const returnToSchema = z
  .string()
  .trim()
  .max(500)
  .refine((path) => /^\/(?![/\\])[^\s\\]*$/.test(path), 'badRequest')
  .optional()
  .nullable()

/** POST /wechat/createLoginQrcode (query): spec's appId, channelId; ours: what the scan is for. */
export const createQrcodeSchema = z.object({
  appId: optionalShort(40),
  channelId: optionalShort(20),
  intent: z.enum(['login', 'bind', 'verify'], { error: 'badRequest' }).default('login'),
  returnTo: returnToSchema,
  /** intent verify: the risk verification the scan answers. */
  riskTicket: z.string().trim().max(300).optional().nullable(),
})

/** POST /user/identity/verify: `data` per action (spec: credential in data). */
export const identityVerifySchema = z.discriminatedUnion(
  'action',
  [
    // Back on /oauth after the scan: WeChat's code (absent when the seller declined) and our state.
    z.object({ action: z.literal('wechatVerifyLogin'), data: z.object({ state: token(), code: z.string().trim().max(512).optional().nullable() }) }),
    // A risk verification by the SMS code sent to the account's phone.
    z.object({ action: z.literal('messageVerifyLogin'), data: z.object({ credential: token(), messageCode: smsCodeSchema }) }),
    // A risk verification by the account's password (not offered after a password login).
    z.object({ action: z.literal('passwordVerifyLogin'), data: z.object({ credential: token(), password: loginPasswordSchema }) }),
    // A passport code (GET /user/auth/passport) for the client it was issued to.
    z.object({ action: z.literal('auth2CodeLogin'), data: z.object({ code: token(), clientId: token(60) }) }),
  ],
  { error: 'badAction' },
)

/** POST /user/identity/sendCode (ours): the SMS code of a risk verification, after the captcha. */
export const identitySendCodeSchema = z.object({
  credential: token(),
  ticket: z.string().trim().min(1, 'captchaRequired').max(2000),
  randstr: z.string().trim().min(1, 'captchaRequired').max(200),
})

/** POST /user/createUserAndBindWxV2: a scanned WeChat + a phone proven by its SMS code (type log). */
export const createUserAndBindSchema = z.object({
  ...attributionFields,
  appName: optionalShort(),
  bindTicket: token(),
  account: phoneSchema,
  code: smsCodeSchema,
})

/** POST /user/addWeiXinBind (query scentId: the scanned WeChat waiting for the seller's confirmation). */
export const addWechatBindSchema = z.object({ scentId: token() })

/** POST /wechat/localScan (ours, local provider only): the simulated phone confirms as this WeChat user. */
export const localScanSchema = z.object({ state: token(), name: z.string().trim().min(1, 'wechatNameRequired').max(40, 'wechatNameTooLong') })

/** GET /user/auth/passport. */
export const passportSchema = z.object({ callbackUrl: z.string().trim().min(1, 'badRequest').max(1000), clientId: token(60) })
