import { afterEach, describe, expect, it, vi } from 'vitest'

import { homeCopy } from '../../cms/seed/data/content/home'

// The chrome falls back to its seed values; the home content comes from the loader each test passes.
vi.mock('@/server/cms/payload', () => ({ cms: () => Promise.reject(new Error('not used')) }))
vi.spyOn(console, 'error').mockImplementation(() => {})

const { CMS_TIMEOUT_MS } = await import('@/server/cms/with-timeout')
const { homePageProps } = await import('@/server/pages/home-props')

const edited = async () => ({ ...homeCopy.en, title: 'Edited', hotArticles: [], lessons: [], news: [], ranking: null })

describe('the home page props', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('carry what the CMS answers', async () => {
    const result = await homePageProps({ locale: 'en' }, edited)
    expect(result).toMatchObject({ props: { path: '/', locale: 'en', data: { title: 'Edited' } } })
  })

  // Throwing keeps Next serving the last good home page; resolving would replace it with the
  // seed copy and empty lists.
  it('throw when the CMS fails, so the last good page stays', async () => {
    await expect(homePageProps({ locale: 'en' }, () => Promise.reject(new Error('connection refused')))).rejects.toThrow('connection refused')
  })

  it('throw when the CMS hangs past CMS_TIMEOUT_MS', async () => {
    vi.useFakeTimers()
    const pending = homePageProps({ locale: 'en' }, () => new Promise(() => {}))
    const settled = expect(pending).rejects.toThrow(`took longer than ${CMS_TIMEOUT_MS} ms`)
    await vi.advanceTimersByTimeAsync(CMS_TIMEOUT_MS + 1)
    await settled
  })

  it('fall back to the seed copy and empty lists only while `next build` cannot reach the CMS', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    vi.resetModules()
    const atBuild = await import('@/server/pages/home-props')
    const result = await atBuild.homePageProps({ locale: 'en' }, () => Promise.reject(new Error('no database')))
    expect(result).toMatchObject({ props: { data: { title: homeCopy.en.title, hotArticles: [], lessons: [], news: [], ranking: null } }, revalidate: 1 })
  })
})
