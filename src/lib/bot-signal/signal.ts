/**
 * The anti-bot signal (spec section 9): what the browser tells the service about the person
 * behind an SMS-code or login request, encrypted to a key only the server holds (./seal.ts), so
 * the page's own code is the only thing that can read it back out of the request. It is one signal
 * beside the captcha and the rate limits: src/server/bot-signal/ reads it and decides.
 */
/** The request header that carries the sealed signal. */
export const BOT_SIGNAL_HEADER = 'x-ddqbt-signal'

/** What a page served over plain http (no Web Crypto outside https and localhost) sends instead of a signal. */
export const INSECURE_PAGE_SIGNAL = 'insecure'

/** The user-service path that hands out the current public key. */
export const BOT_SIGNAL_KEY_PATH = '/public/botSignalKey'

/** What the server's key endpoint answers: the key id, the raw P-256 public key (base64url) and until when to use it. */
export type BotSignalKey = { kid: string; publicKey: string; expiresAt: number }

/** What the browser collects (src/lib/bot-signal/browser.ts); the server checks its shape (src/server/bot-signal/schema.ts). */
export type BotSignal = {
  /** 16 random characters: each signal is used once. */
  id: string
  /** navigator.userAgent, to compare with the request's User-Agent header. */
  ua: string
  screen: { width: number; height: number }
  viewport: { width: number; height: number }
  /** Where the last click landed (CSS pixels in the viewport), or null (a keyboard user may not click at all). */
  click: { x: number; y: number; trusted: boolean } | null
  /** Milliseconds between the form opening and this request. */
  sinceOpenMs: number
  automation: {
    /** navigator.webdriver: true in a browser driven by WebDriver, Playwright, Puppeteer… */
    webdriver: boolean
    /** Names of globals automation tools leave behind (PhantomJS, Selenium, Nightmare…). */
    markers: string[]
  }
}

/** What the sealed signal is bound to: a payload made for one call is refused by another. */
export function signalBinding(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.split(/[?#]/, 1)[0]}`
}
