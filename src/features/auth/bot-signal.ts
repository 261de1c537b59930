/**
 * The sheets' anti-bot signal (spec section 9): the server's current public key, fetched once and
 * kept until its period ends, and the sealed signal header a code or login request carries.
 */
import { collectSignal } from '@/lib/bot-signal/browser'
import { BOT_SIGNAL_HEADER, type BotSignalKey, INSECURE_PAGE_SIGNAL, signalBinding } from '@/lib/bot-signal/signal'

/** `headersFor(url, fresh)`: the header for a POST to `url` (a fresh key after the server said "stale"); `warm()` loads ahead. */
export function createSignalSealer(fetchKey: () => Promise<BotSignalKey>) {
  let key: Promise<BotSignalKey> | null = null

  async function currentKey(fresh: boolean): Promise<BotSignalKey> {
    if (fresh || !key) key = fetchKey()
    const pending = key
    try {
      const value = await pending
      if (Date.now() < value.expiresAt) return value
    } catch (error) {
      // A failed fetch is not kept: the next request tries again.
      if (key === pending) key = null
      throw error
    }
    key = fetchKey()
    return key
  }

  /** Loads the key and the sealing code ahead of a request (while the captcha is solved); never fails. */
  function warm(): void {
    void Promise.all([import('@/lib/bot-signal/seal'), currentKey(false)]).catch(() => undefined)
  }

  /** The header, or none when it cannot be made: the server then says what to do. */
  async function headersFor(url: string, fresh = false): Promise<Record<string, string>> {
    // Plain http (not localhost) has no Web Crypto: the service says the page needs https.
    if (!globalThis.crypto?.subtle) return { [BOT_SIGNAL_HEADER]: INSECURE_PAGE_SIGNAL }
    try {
      // The signal is taken now; the Web Crypto code is loaded on demand (warm() during the captcha).
      const signal = collectSignal()
      const [{ sealSignal }, key] = await Promise.all([import('@/lib/bot-signal/seal'), currentKey(fresh)])
      const sealed = await sealSignal(key, signal, signalBinding('POST', url))
      return { [BOT_SIGNAL_HEADER]: sealed }
    } catch {
      return {}
    }
  }

  return { headersFor, warm }
}
