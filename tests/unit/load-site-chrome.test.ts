import { afterEach, describe, expect, it, vi } from 'vitest'

import { fallbackSiteChrome } from '@/lib/site-chrome'
import { CMS_TIMEOUT_MS } from '@/server/cms/with-timeout'

// The loader's default fetcher talks to Payload; these tests pass their own.
vi.mock('@/server/cms/payload', () => ({ cms: () => Promise.reject(new Error('not used')) }))

const { beginChromePass, loadSiteChrome } = await import('@/server/cms/site-chrome')

const edited = () => {
  const chrome = fallbackSiteChrome('en')
  return { ...chrome, footer: { ...chrome.footer, copyright: 'Edited' } }
}

describe('loading the site chrome', () => {
  afterEach(() => vi.useRealTimers())

  it('returns what the CMS answers', async () => {
    const result = await loadSiteChrome('en', { fetcher: async () => edited() })
    expect(result).toMatchObject({ fresh: true, chrome: { footer: { copyright: 'Edited' } } })
  })

  it('serves the last good copy when the CMS fails', async () => {
    await loadSiteChrome('en', { fetcher: async () => edited() })
    const result = await loadSiteChrome('en', { fetcher: () => Promise.reject(new Error('connection refused')) })
    expect(result.fresh).toBe(false)
    expect(result.chrome.footer.copyright).toBe('Edited')
  })

  it('serves the seed values when the CMS never answered in this process', async () => {
    const result = await loadSiteChrome('ru', { fetcher: () => Promise.reject(new Error('down')) })
    expect(result).toEqual({ fresh: false, chrome: fallbackSiteChrome('ru') })
  })

  it('gives up on a CMS call that hangs instead of hanging the page', async () => {
    vi.useFakeTimers()
    const pending = loadSiteChrome('zh', { fetcher: () => new Promise(() => {}) })
    await vi.advanceTimersByTimeAsync(CMS_TIMEOUT_MS + 1)
    await expect(pending).resolves.toMatchObject({ fresh: false })
  })

  it('reuses recent chrome when asked to, without calling the CMS', async () => {
    await loadSiteChrome('en', { fetcher: async () => edited() })
    const fetcher = vi.fn(async () => fallbackSiteChrome('en'))
    const result = await loadSiteChrome('en', { fetcher, maxAgeMs: 60_000 })
    expect(fetcher).not.toHaveBeenCalled()
    expect(result.chrome.footer.copyright).toBe('Edited')
  })

  it('loads the chrome once per language during a site-wide pass, and afresh after it', async () => {
    let loads = 0
    const fetcher = async () => {
      loads += 1
      return edited()
    }
    const endPass = beginChromePass()
    await Promise.all([loadSiteChrome('en', { fetcher }), loadSiteChrome('en', { fetcher }), loadSiteChrome('ru', { fetcher })])
    await loadSiteChrome('en', { fetcher })
    expect(loads).toBe(2)
    endPass()
    await loadSiteChrome('en', { fetcher })
    expect(loads).toBe(3)
  })
})
