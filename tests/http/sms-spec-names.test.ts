/**
 * Spec section 7 names the SMS request's fields `type` and `mobile` (sendTencentMessage) where
 * sendMessageV2/V3 and /public/message use `sendType` and `mobilePhone`: the user service takes
 * both (src/server/user/schemas.ts, withSendCodeNames). Over real HTTP: a code asked for with the
 * spec's names arrives and registers the seller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3251, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
})

afterAll(async () => {
  await server?.stop()
})

describe('SMS code requests with the spec names type / mobile', () => {
  it('send a code (body and query) that registers the seller; bad values are refused as before', async () => {
    const client = new SellerClient(server.url, undefined, 'en')
    const phone = freshPhone()
    const sent = await client.call('POST', '/public/sendMessageV2', { appName: 'ozon', type: 'reg', mobile: phone, ...(await client.solveCaptcha()) })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ code: 200, data: { code: 200 } })
    const registered = await client.call('POST', '/user/registerUserV2', { account: phone, code: await lastSmsCode(server.url, phone, 'reg') })
    expect(registered.body.code).toBe(200)

    const badPhone = await client.call('POST', '/public/sendMessageV3', { type: 'log', mobile: '12345', ...(await client.solveCaptcha()) })
    expect(badPhone.status).toBe(400)
    expect(badPhone.body.message).toBe('Please enter a correct mobile number')

    const other = freshPhone()
    const byQuery = await client.call('POST', '/public/message', undefined, { query: { type: 'reg', mobile: other, ...(await client.solveCaptcha()) } })
    expect(byQuery.body.code).toBe(200)
    expect(await lastSmsCode(server.url, other, 'reg')).toMatch(/^\d{6}$/)
  })
})
