import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../cms/seed'
import { fetchSiteChrome } from '@/server/cms/site-chrome'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  // scripts/test-db.ts migrated and seeded this database before the tests.
  await seed(payload)
})

const globalStamps = async () =>
  Promise.all(
    (['header', 'footer', 'site-settings'] as const).map(async (slug) => (await payload.findGlobal({ slug })).updatedAt),
  )

describe('seed', () => {
  it('changes nothing when run again', async () => {
    const before = { stamps: await globalStamps(), users: await payload.count({ collection: 'users' }), media: await payload.count({ collection: 'media' }) }
    const report = await seed(payload)
    expect(report).toEqual({ admin: undefined, globals: [], media: [], content: [] })
    expect(await globalStamps()).toEqual(before.stamps)
    expect(await payload.count({ collection: 'users' })).toEqual(before.users)
    expect(await payload.count({ collection: 'media' })).toEqual(before.media)
  })

  it('creates one admin account', async () => {
    // Other test files add their own staff (…@test.local with a generated name); the seed's is the first.
    const { docs } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1 })
    expect(docs[0]?.email).toBe(process.env.SEED_ADMIN_EMAIL)
    expect(docs[0]?.roles).toEqual(['admin'])
    const seeded = await payload.count({ collection: 'users', where: { email: { not_like: '%-%' } } })
    expect(seeded.totalDocs).toBe(1)
  })
})

describe('site chrome from the globals', () => {
  it('is localized in zh, en and ru', async () => {
    const [zh, en, ru] = await Promise.all([fetchSiteChrome('zh'), fetchSiteChrome('en'), fetchSiteChrome('ru')])
    expect(zh.header.dataMenu.map((group) => group.title)).toContain('数据选品')
    expect(en.header.dataMenu.map((group) => group.title)).toContain('Data Selection')
    expect(ru.header.dataMenu.map((group) => group.title)).toContain('Подбор товаров')
    expect(en.footer.copyright).toMatch(/All rights reserved/)
    expect(ru.settings.seoTitle).toMatch(/Аналитика Ozon/)
  })

  it('hides cross-border pricing and patrol in every language', async () => {
    for (const locale of ['zh', 'en', 'ru'] as const) {
      const hrefs = (await fetchSiteChrome(locale)).header.dataMenu.flatMap((group) => group.links.map((link) => link.href))
      expect(hrefs).not.toContain('/tools/')
      expect(hrefs).not.toContain('/tools/patrol/')
      expect(hrefs).toContain('/tools/?toolType=1')
    }
  })

  it('has three QR codes with images and labels in each language', async () => {
    const en = await fetchSiteChrome('en')
    const ru = await fetchSiteChrome('ru')
    expect(en.footer.qrCodes.map((qr) => qr.label)).toEqual(['Channel cooperation', 'Official account', 'Mini-program'])
    expect(ru.footer.qrCodes.map((qr) => qr.label)).toEqual(['Партнёрство', 'Официальный аккаунт', 'Мини-приложение'])
    for (const qr of en.footer.qrCodes) expect(qr.imageUrl).toMatch(/^\/cms-api\/media\/file\/qr-.+\.png$/)
  })

  it('falls back to zh for a field an editor left empty in another language', async () => {
    const original = await payload.findGlobal({ slug: 'footer', locale: 'ru' })
    await payload.updateGlobal({ slug: 'footer', locale: 'ru', data: { icp: null }, context: { disableRevalidate: true } })
    try {
      expect((await fetchSiteChrome('ru')).footer.icp).toBe((await fetchSiteChrome('zh')).footer.icp)
    } finally {
      await payload.updateGlobal({ slug: 'footer', locale: 'ru', data: { icp: original.icp }, context: { disableRevalidate: true } })
    }
  })
})

describe('access', () => {
  it('lets anyone read the globals but only staff edit them', async () => {
    await expect(payload.findGlobal({ slug: 'footer', overrideAccess: false })).resolves.toBeTruthy()
    await expect(
      payload.updateGlobal({ slug: 'footer', data: { copyright: 'defaced' }, overrideAccess: false, context: { disableRevalidate: true } }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('keeps an editor out of site settings and user management', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: { email: `editor-${Date.now()}@test.local`, password: 'Editor-pass-123', roles: ['editor'] },
    })
    try {
      const user = { ...editor, collection: 'users' as const }
      await expect(
        payload.updateGlobal({ slug: 'header', data: {}, overrideAccess: false, user, context: { disableRevalidate: true } }),
      ).resolves.toBeTruthy()
      await expect(
        payload.updateGlobal({ slug: 'site-settings', data: { campaignCode: 'x' }, overrideAccess: false, user, context: { disableRevalidate: true } }),
      ).rejects.toMatchObject({ status: 403 })
      const visible = await payload.find({ collection: 'users', overrideAccess: false, user })
      expect(visible.docs.map((doc) => doc.id)).toEqual([editor.id])
    } finally {
      await payload.delete({ collection: 'users', id: editor.id })
    }
  })
})
