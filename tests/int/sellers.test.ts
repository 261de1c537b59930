/** The seller collections on a real database: who sees what in the CMS, and the single-use rules. */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@cms/access/roles'

import { createSeller } from '@/server/user/accounts'
import { hashPassword } from '@/server/platform/crypto'
import { consumeLoginCredential, createSession, issueLoginCredential } from '@/server/auth/sessions'

import { freshPhone, storedPhone } from '../helpers/fixtures'
import { createStaff } from '../helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const staff = (role: Role) => createStaff(payload, role)

describe('sellers in the CMS', () => {
  it('stores a number an admin types in E.164, and refuses one that is not a mobile number', async () => {
    const national = freshPhone()
    const created = await payload.create({ collection: 'sellers', data: { phone: national, status: 'active' }, overrideAccess: true })
    expect(created.phone).toBe(storedPhone(national))
    await expect(payload.create({ collection: 'sellers', data: { phone: '12345', status: 'active' }, overrideAccess: true })).rejects.toThrow(/手机号|phone/i)
  })

  it('shows the full phone to admins, only the masked one to editors and marketers, nothing to the public', async () => {
    const national = freshPhone()
    const number = storedPhone(national)
    const { seller } = await createSeller(payload, number, { utmSource: 'baidu' }, await hashPassword('abc12345'))
    const read = (user?: Awaited<ReturnType<typeof staff>>) =>
      payload.findByID({ collection: 'sellers', id: seller.id, overrideAccess: false, user, depth: 0 })

    const masked = `${national.slice(0, 3)}****${national.slice(-4)}`
    const forAdmin = await read(await staff('admin'))
    expect([forAdmin.phone, forAdmin.phoneMasked]).toEqual([number, masked])
    const forEditor = await read(await staff('editor'))
    expect(forEditor).not.toHaveProperty('phone')
    expect(forEditor.phoneMasked).toBe(masked)
    const forMarketer = await read(await staff('marketer'))
    expect(forMarketer).not.toHaveProperty('phone')
    expect(forMarketer.phoneMasked).toBe(masked)
    expect(forMarketer.attribution?.utmSource).toBe('baidu')
    // The password hash never leaves the database through the CMS.
    expect(forMarketer).not.toHaveProperty('passwordHash')
    await expect(read()).rejects.toThrow()
  })

  it('lets only admins change a seller; nobody creates sessions or codes through the CMS', async () => {
    const { seller } = await createSeller(payload, freshPhone(), {})
    const editor = await staff('editor')
    await expect(payload.update({ collection: 'sellers', id: seller.id, data: { status: 'restricted' }, overrideAccess: false, user: editor })).rejects.toThrow()
    const admin = await staff('admin')
    const restricted = await payload.update({ collection: 'sellers', id: seller.id, data: { status: 'restricted' }, overrideAccess: false, user: admin })
    expect(restricted.status).toBe('restricted')
    await expect(
      payload.create({
        collection: 'sms-codes',
        data: { phone: seller.phone, purpose: 'log', codeHash: 'x', expiresAt: new Date().toISOString(), attempts: 0 },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
  })

  it('never creates two accounts for one phone, even when asked twice at once', async () => {
    const number = storedPhone(freshPhone())
    const [a, b] = await Promise.all([createSeller(payload, number, {}), createSeller(payload, number, {})])
    expect(a.seller.id).toBe(b.seller.id)
    expect([a.created, b.created].sort()).toEqual([false, true])
  })

  it('spends a login credential once', async () => {
    const { seller } = await createSeller(payload, freshPhone(), {})
    const credential = await issueLoginCredential(payload, seller.id)
    const results = await Promise.allSettled([consumeLoginCredential(payload, credential), consumeLoginCredential(payload, credential)])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  })

  it('deletes a seller who has logged in, with their sessions, credentials and saved work', async () => {
    const { seller } = await createSeller(payload, storedPhone(freshPhone()), {})
    await issueLoginCredential(payload, seller.id)
    await createSession(payload, seller.id, { ip: '203.0.113.9', userAgent: 'test' })
    await payload.create({ collection: 'seller-feedback', data: { seller: seller.id, type: '1', problemDescription: 'slow charts' }, overrideAccess: true })
    await payload.delete({ collection: 'sellers', id: seller.id, overrideAccess: true })
    for (const collection of ['seller-sessions', 'login-credentials', 'seller-feedback'] as const) {
      const left = await payload.find({ collection, where: { seller: { equals: seller.id } }, overrideAccess: true, depth: 0 })
      expect(left.totalDocs, collection).toBe(0)
    }
  })
})
