/**
 * What a signal says about who sent the request: a person's browser, or one driven by a program.
 * Each rule is something a person's everyday browser never shows; a keyboard user who never
 * clicks is not one of them (no click is not a reason).
 */
import type { BotSignal } from '@/lib/bot-signal/signal'

/** Typing a phone number and solving the slider takes a person well over this (autofill included). */
export const MIN_FORM_MS = 400

export type AutomationReason = 'webdriver' | 'automationGlobals' | 'headlessAgent' | 'agentMismatch' | 'noScreen' | 'tooFast'

const HEADLESS_AGENT = /HeadlessChrome|PhantomJS|SlimerJS|HtmlUnit/i

export function automationReasons(signal: BotSignal, requestUserAgent: string): AutomationReason[] {
  const reasons: AutomationReason[] = []
  if (signal.automation.webdriver) reasons.push('webdriver')
  if (signal.automation.markers.length > 0) reasons.push('automationGlobals')
  if (HEADLESS_AGENT.test(signal.ua) || HEADLESS_AGENT.test(requestUserAgent)) reasons.push('headlessAgent')
  // The page's own navigator.userAgent and the header it sent agree in every real browser.
  if (signal.ua.trim() !== requestUserAgent.trim().slice(0, 512)) reasons.push('agentMismatch')
  if (signal.screen.width === 0 || signal.screen.height === 0 || signal.viewport.width === 0 || signal.viewport.height === 0) reasons.push('noScreen')
  if (signal.sinceOpenMs < MIN_FORM_MS) reasons.push('tooFast')
  return reasons
}
