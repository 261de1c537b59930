import { afterEach, describe, expect, it, vi } from 'vitest'

import { legalSeed } from '../../cms/seed/data/legal'

// No CMS: the chrome falls back to its seed values, the legal text read fails.
vi.mock('@/server/cms/payload', () => ({ cms: () => Promise.reject(new Error('missing secret key')) }))
vi.spyOn(console, 'error').mockImplementation(() => {})
vi.spyOn(console, 'warn').mockImplementation(() => {})

describe('the legal page props', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('throw at run time when the CMS fails, so the last good page stays', async () => {
    const { legalPageProps } = await import('@/server/pages/legal')
    await expect(legalPageProps('agreement', '/agreement')({ locale: 'en' })).rejects.toThrow('missing secret key')
  })

  it('fall back to the seeded text while `next build` cannot reach the CMS', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    const { legalPageProps } = await import('@/server/pages/legal')
    const result = await legalPageProps('agreement', '/m/agreement')({ locale: 'ru' })
    expect(result).toMatchObject({ props: { kind: 'agreement', path: '/m/agreement', data: { title: legalSeed.agreement.ru.title } }, revalidate: 1 })
    const body = 'props' in result ? (await result.props).data.body : null
    expect(body?.root.children[0]).toMatchObject({ type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Сервис' }] })
    expect(body?.root.children[1]).toMatchObject({ type: 'paragraph', children: [{ type: 'text' }] })
  })
})
