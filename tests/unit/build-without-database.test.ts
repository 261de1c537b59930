/**
 * The Docker image is built without a database: `next build` prerenders every page without route
 * parameters, and one whose data needs the CMS must fall back to an empty version that
 * regenerates at once (contentPageProps' `whenUnavailable`), or the build fails. The CMS client is
 * made to fail as it does there (no database, no secret).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

beforeAll(() => {
  vi.stubEnv('NEXT_PHASE', 'phase-production-build')
  vi.resetModules()
  vi.doMock('@/server/cms/payload', () => ({ cms: () => Promise.reject(new Error('missing secret key: no database at build time')) }))
})

afterAll(() => {
  vi.unstubAllEnvs()
  vi.doUnmock('@/server/cms/payload')
})

describe('next build without a database', () => {
  it('prerenders the calculator (desktop and phone, every language) with no tariffs, regenerated at once', async () => {
    const { calculatorPageProps, mobileCalculatorPageProps } = await import('@/server/pages/calculator')
    for (const props of [calculatorPageProps, mobileCalculatorPageProps]) {
      for (const locale of ['zh', 'en', 'ru']) {
        const result = await props({ locale } as never)
        if (!('props' in result)) throw new Error(`no props for ${locale}`)
        expect(result.revalidate).toBe(1)
        expect(result.props.data).toMatchObject({ tariffs: null, rate: null, versions: [] })
      }
    }
  })

  it('prerenders the lottery pages without a campaign, regenerated at once', async () => {
    const { lotteryPageProps, mobileLotteryPageProps } = await import('@/server/pages/lottery')
    for (const props of [lotteryPageProps, mobileLotteryPageProps]) {
      const result = await props({ locale: 'ru' } as never)
      if (!('props' in result)) throw new Error('no props')
      expect(result.revalidate).toBe(1)
      expect(result.props.data).toMatchObject({ campaign: null })
    }
  })
})
