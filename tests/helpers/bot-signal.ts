/**
 * A person's anti-bot signal for tests that call the user service without a browser (the HTTP
 * tests, the bench): what a browser's form would send, sealed with the library the pages use.
 */
import { randomSignalId } from '@/lib/bot-signal/encoding'
import { sealSignal } from '@/lib/bot-signal/seal'
import { type BotSignal, type BotSignalKey, signalBinding } from '@/lib/bot-signal/signal'

/** The User-Agent these clients send with a signal (the signal's must match it). */
export const TEST_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36'

export function personSignal(overrides: Partial<BotSignal> = {}): BotSignal {
  return {
    id: randomSignalId(),
    ua: TEST_USER_AGENT,
    screen: { width: 1920, height: 1080 },
    viewport: { width: 1440, height: 900 },
    click: { x: 640, y: 420, trusted: true },
    sinceOpenMs: 6_500,
    automation: { webdriver: false, markers: [] },
    ...overrides,
  }
}

export function sealFor(key: BotSignalKey, method: string, path: string, signal: BotSignal = personSignal()): Promise<string> {
  return sealSignal(key, signal, signalBinding(method, path))
}
