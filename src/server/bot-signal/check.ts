/**
 * The anti-bot signal as the pipeline checks it on the rows that ask (`botSignal: true`: SMS-code
 * and login requests), after the input is valid and before the captcha, the limits or the handler
 * spend anything. Refused, never "captcha again": the captcha is already asked on every such
 * request, so a missing, replayed or automated signal is a request no person's browser sends.
 * BOT_SIGNAL=observe only counts the verdicts (bot_signals_total) and lets every request through;
 * off does neither. The opened signal is never logged.
 */
import { signalBinding } from '@/lib/bot-signal/signal'
import { fail } from '@/server/platform/errors'
import { limitKey } from '@/server/http/client-ip'
import { consume, type Limiters, secondsToWait } from '@/server/platform/limits'
import { botSignals } from '@/server/platform/metrics'

import { openSignal } from './open'
import { automationReasons } from './verdict'

export type BotSignalMode = 'enforce' | 'observe' | 'off'

export function botSignalMode(value = process.env.BOT_SIGNAL): BotSignalMode {
  const mode = (value || 'enforce').trim().toLowerCase()
  if (mode === 'enforce' || mode === 'observe' || mode === 'off') return mode
  throw new Error(`BOT_SIGNAL must be enforce, observe or off (got "${value}")`)
}

/** The caller as the pipeline knows it (its request context). */
type Caller = { limits: Limiters; ip: string; userAgent: string; now: Date }

export async function checkBotSignal(ctx: Caller, header: string | undefined, method: string, path: string): Promise<void> {
  const mode = botSignalMode()
  if (mode === 'off') return
  const enforce = mode === 'enforce'
  const opened = openSignal(header, signalBinding(method, path), ctx.now.getTime())
  if (!opened.ok) {
    botSignals.inc({ verdict: opened.reason })
    if (enforce) throw fail(opened.reason === 'stale' ? 'botSignalStale' : opened.reason === 'insecure' ? 'botSignalInsecure' : 'botSignalMissing')
    return
  }
  // Each signal once, across instances (the rate-limit table): a copied header is refused. The
  // address's budget first, so nobody fills that table (anyone can seal a signal: the page is public).
  await consume(ctx.limits.botSignalsPerIpMinute, limitKey(ctx.ip || 'unknown'))
  if (await secondsToWait(ctx.limits.botSignalUsed, `${opened.kid}:${opened.signal.id}`)) {
    botSignals.inc({ verdict: 'replayed' })
    if (enforce) throw fail('botSignalMissing')
    return
  }
  if (automationReasons(opened.signal, ctx.userAgent).length > 0) {
    botSignals.inc({ verdict: 'automated' })
    if (enforce) throw fail('automationRefused')
    return
  }
  botSignals.inc({ verdict: 'person' })
}
