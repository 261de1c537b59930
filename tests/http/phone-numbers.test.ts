/**
 * Numbers beyond mainland China over real HTTP: a Russian number registers and logs in, its
 * limits hold per number, codes to a country other than China stop at that country's hourly
 * budget (SMS_COUNTRY_HOURLY_LIMIT, 3 here), and a country the admin has not enabled gets no code
 * (its sellers already registered still do), each said in the caller's language.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPhone, freshRussianPhone, lastSmsCode } from '../helpers/fixtures'
import { type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer
let db: pg.Pool

beforeAll(async () => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  server = await startProductionServer(3252, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true', SMS_COUNTRY_HOURLY_LIMIT: '3' })
})

afterAll(async () => {
  await server?.stop()
  await db?.end()
})

const client = (language: string) => new SellerClient(server.url, undefined, language)

/** A Kazakh mobile number (+7 701 …) of this run. */
let kazakh = 0
const freshKazakhPhone = () => `+7701${String(process.pid % 1000).padStart(3, '0')}${String((Date.now() + (kazakh += 1)) % 10_000).padStart(4, '0')}`

describe('a Russian seller', () => {
  it('registers with a +7 number, logs in with it by password and by SMS, and its resend limit holds', async () => {
    const seller = client('ru')
    const phone = freshRussianPhone()
    const national = phone.slice(2)

    // The API takes another country's number with its calling code; without it, the spec's mainland rule refuses it.
    const bare = await seller.sendCode(national, 'reg')
    expect(bare.status).toBe(400)
    expect(bare.body.message).toBe('Введите правильный номер мобильного телефона')

    const sent = await seller.sendCode(`+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`, 'reg')
    expect(sent.status).toBe(200)
    const again = await seller.sendCode(phone, 'reg')
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(/^Слишком много запросов/)

    const registered = await seller.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: await lastSmsCode(server.url, phone, 'reg'), password: 'abc12345', tenantId: '1' })
    expect(registered.status).toBe(200)
    const info = await seller.call<{ data: { user: { account: string; mobile: string } } }>('GET', '/user/info')
    expect(info.body.data.user).toMatchObject({ account: phone, mobile: `+7 ${national.slice(0, 3)}****${national.slice(-3)}` })

    const laptop = client('ru')
    const captcha = await laptop.solveCaptcha()
    const login = await laptop.call<{ mainAccount: string }>('POST', '/user/loginQbt3AccountV2', {
      appName: 'ozon',
      action: 'accountLoginV2',
      data: { account: `+7${national}`, password: 'abc12345', code: captcha.ticket, randstr: captcha.randstr, tenantId: '1' },
    })
    expect(login.status).toBe(200)
    expect(login.body.mainAccount).toBe(phone)

    await db.query('DELETE FROM rate_limits WHERE key = $1', [`smsResend:${phone}`])
    const phoneOfOther = client('ru')
    expect((await phoneOfOther.sendCode(phone, 'log')).status).toBe(200)
    const bySms = await phoneOfOther.call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'smsAccountLogin', data: { account: phone, messageCode: await lastSmsCode(server.url, phone, 'log') } })
    expect(bySms.status).toBe(200)
    expect(bySms.body).toMatchObject({ mainAccount: phone, newSubscriber: false })
  })
})

describe('limits per country', () => {
  it('stops codes to new numbers of one country at its hourly budget, from any address; registered sellers and mainland China are not counted', async () => {
    await db.query(`DELETE FROM rate_limits WHERE key = 'smsPerCountryHour:KZ'`)
    const registered = freshKazakhPhone()
    const seller = client('ru')
    expect((await seller.sendCode(registered, 'reg')).status).toBe(200)
    expect((await seller.call('POST', '/user/registerUserV2', { appName: 'ozon', account: registered, code: await lastSmsCode(server.url, registered, 'reg'), tenantId: '1' })).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await client('en').sendCode(freshKazakhPhone(), 'reg')).status).toBe(200)
    const refused = freshKazakhPhone()
    const over = await client('en').sendCode(refused, 'reg')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // The refusal took nothing from that number's own allowance beyond the 60 s gate.
    expect((await db.query('SELECT key FROM rate_limits WHERE key = ANY($1)', [[`smsPerPhoneHour:${refused}`, `smsPerPhoneDay:${refused}`]])).rows).toEqual([])
    // A seller already registered there still gets a code (a login, a reset).
    await db.query('DELETE FROM rate_limits WHERE key = $1', [`smsResend:${registered}`])
    expect((await client('ru').sendCode(registered, 'log')).status).toBe(200)
    // Russia shares +7 but is another country, with its own budget; China has none.
    expect((await client('en').sendCode(freshRussianPhone(), 'reg')).status).toBe(200)
    expect((await client('zh').sendCode(freshPhone(), 'reg')).status).toBe(200)
  })
})

describe('countries the admin enables', () => {
  it('sends no code to a country not enabled, says so in the caller\'s language, and keeps codes for its registered sellers', async () => {
    const american = await client('en').sendCode('+1 202 555 0143', 'reg')
    expect(american.status).toBe(400)
    expect(american.body).toMatchObject({ code: 10009, message: 'Codes cannot be sent to mobile numbers of this country yet' })
    expect((await client('zh').sendCode('+1 202 555 0144', 'log')).body.message).toBe('暂不支持向该国家/地区的手机号发送验证码')

    // A Belarusian seller registers while Belarus is enabled ...
    // Belarusian mobile numbers after 29 start with 1-9.
    const tail = String(1_000_000 + (Date.now() % 9_000_000))
    const belarusian = `+37529${tail}`
    const seller = client('ru')
    expect((await seller.sendCode(belarusian, 'reg')).status).toBe(200)
    expect((await seller.call('POST', '/user/registerUserV2', { appName: 'ozon', account: belarusian, code: await lastSmsCode(server.url, belarusian, 'reg'), tenantId: '1' })).status).toBe(200)
    // ... then the admin takes Belarus off the list (as the admin's save writes it).
    const { rows } = await db.query<{ order: number; parent_id: number }>(`SELECT "order", parent_id FROM site_settings_phone_countries WHERE value = 'BY'`)
    expect(rows).toHaveLength(1)
    await db.query(`DELETE FROM site_settings_phone_countries WHERE value = 'BY'`)
    try {
      const newcomer = await client('ru').sendCode(`+37533${tail}`, 'reg')
      expect(newcomer.status).toBe(400)
      expect(newcomer.body.message).toBe('Коды на номера этой страны пока не отправляются')
      await db.query('DELETE FROM rate_limits WHERE key = $1', [`smsResend:${belarusian}`])
      expect((await client('ru').sendCode(belarusian, 'log')).status).toBe(200)
    } finally {
      await db.query(`INSERT INTO site_settings_phone_countries ("order", parent_id, value) VALUES ($1, $2, 'BY')`, [rows[0].order, rows[0].parent_id])
    }
  })
})
