/** SMS codes, whether a phone has an account, and the captcha a form shows (spec section 7). */
import type { z } from 'zod'

import { sendSmsCode } from '@/server/auth/sms-codes'
import { currentKey } from '@/server/bot-signal/keys'
import { limitKey } from '@/server/http/client-ip'
import { ok, type RequestContext } from '@/server/http/context'
import { CODES, fail } from '@/server/platform/errors'
import { consume } from '@/server/platform/limits'

import { findSellerByPhone } from './accounts'
import { checkCaptcha } from './guards'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>

export async function sendCode(ctx: RequestContext, input: Input<typeof schemas.sendCodeSchema>) {
  await checkCaptcha(ctx, input.ticket, input.randstr)
  await sendSmsCode(ctx, input.mobilePhone, input.sendType)
  return ok({ data: { code: CODES.ok } }, 'smsSent')
}

/** Register sheet: sends a login code to a known phone, a register code to a new one. */
export async function hasUserSendMessage(ctx: RequestContext, input: Input<typeof schemas.hasUserSendSchema>) {
  await checkCaptcha(ctx, input.ticket, input.randstr)
  const exist = Boolean(await findSellerByPhone(ctx.payload, input.mobilePhone))
  await sendSmsCode(ctx, input.mobilePhone, exist ? 'log' : 'reg')
  return ok({ exist, data: { code: CODES.ok } }, 'smsSent')
}

/** "Is this phone registered?": behind a captcha and a tight per-IP limit, so phones cannot be enumerated for free. */
export async function hasUserByMobile(ctx: RequestContext, input: Input<typeof schemas.hasUserByMobileSchema>) {
  await consume(ctx.limits.existencePerIpHour, limitKey(ctx.ip))
  await checkCaptcha(ctx, input.ticket, input.randstr)
  return ok({ exist: Boolean(await findSellerByPhone(ctx.payload, input.userName)) })
}

/** The public key of the anti-bot signal's current period (src/server/bot-signal/keys.ts). */
export async function botSignalKey(ctx: RequestContext) {
  return ok({ data: currentKey(ctx.now.getTime()) })
}

export async function captchaSession(ctx: RequestContext) {
  const { captchaClient, localCaptcha } = ctx.providers
  if (captchaClient.provider === 'tencent') return ok({ data: captchaClient })
  // The local provider always has its slider (src/server/providers/index.ts).
  if (!localCaptcha) throw fail('notFound')
  return ok({ data: { ...captchaClient, ...localCaptcha.issueChallenge() } })
}

export async function solveLocalCaptcha(ctx: RequestContext, input: Input<typeof schemas.localCaptchaSchema>) {
  const { localCaptcha } = ctx.providers
  if (!localCaptcha) throw fail('notFound')
  const solved = localCaptcha.solve(input.challenge, input.position)
  if (!solved) throw fail('captchaFailed')
  return ok({ data: solved })
}
