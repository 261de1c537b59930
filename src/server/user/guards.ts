/** What every login and code request passes first: the captcha ticket and the address's budget. */
import { limitKey } from '@/server/http/client-ip'
import type { RequestContext } from '@/server/http/context'
import { fail } from '@/server/platform/errors'
import { consume } from '@/server/platform/limits'

export async function checkCaptcha(ctx: RequestContext, ticket: string, randstr: string): Promise<void> {
  const passed = await ctx.providers.captcha.verify({ ticket, randstr, userIp: ctx.ip })
  if (!passed) throw fail('captchaFailed')
}

export async function limitAuthByIp(ctx: RequestContext): Promise<void> {
  await consume(ctx.limits.authPerIpHour, limitKey(ctx.ip))
}
