/**
 * The anti-bot signal (spec section 9): what the browser tells the service about the person
 * behind an SMS-code or login request, encrypted to a key only the server holds (./seal.ts), so
 * the page's own code is the only thing that can read it back out of the request. It is one signal
 * beside the captcha and the rate limits: src/server/bot-signal/ reads it and decides.
 */
import { z } from 'zod'

/** The request header that carries the sealed signal. */
export const BOT_SIGNAL_HEADER = 'x-ddqbt-signal'

/** The user-service path that hands out the current public key. */
export const BOT_SIGNAL_KEY_PATH = '/public/botSignalKey'

/** What the server's key endpoint answers: the key id, the raw P-256 public key (base64url) and until when to use it. */
export type BotSignalKey = { kid: string; publicKey: string; expiresAt: number }

export const botSignalSchema = z
  .object({
    /** 16 random characters: each signal is used once. */
    id: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
    /** navigator.userAgent, to compare with the request's User-Agent header. */
    ua: z.string().max(512),
    screen: z.object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) }).strict(),
    viewport: z.object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) }).strict(),
    /** Where the last click landed (CSS pixels in the viewport), or null (a keyboard user may not click at all). */
    click: z.object({ x: z.number().finite(), y: z.number().finite(), trusted: z.boolean() }).strict().nullable(),
    /** Milliseconds between the form opening and this request. */
    sinceOpenMs: z.number().int().min(0).max(30 * 24 * 3600 * 1000),
    automation: z
      .object({
        /** navigator.webdriver: true in a browser driven by WebDriver, Playwright, Puppeteer… */
        webdriver: z.boolean(),
        /** Names of globals automation tools leave behind (PhantomJS, Selenium, Nightmare…). */
        markers: z.array(z.string().max(64)).max(20),
      })
      .strict(),
  })
  .strict()

export type BotSignal = z.infer<typeof botSignalSchema>

/** What the sealed signal is bound to: a payload made for one call is refused by another. */
export function signalBinding(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.split(/[?#]/, 1)[0]}`
}
