import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CAMPAIGN_PARAMS, campaignSearch, promotionRefOf, sameArrival, touchOf } from '@/lib/attribution/touch'
import { splitLocalePath } from '@/lib/i18n/switch-locale'
import { COLLECT_ENDPOINT, PAGE_VIEW_EVENT, TRACK_ATTRIBUTE } from '@/lib/attribution/tracker'
import { touchFromRegistration } from '@/server/attribution/registration'
import { byDay, conversionRate, reportQuerySchema, type ReportRow, totalsOf } from '@/server/attribution/report'
import { couponStatus } from '@/server/distribution/service'
import { dailyVisitorKey } from '@/server/attribution/forward'

const pc = { id: 7, slug: 'pc', code: 'pc-brand', utmSource: 'pc-landing', utmMedium: 'organic' }

describe('a visit touch', () => {
  it('comes from utm parameters, capped and trimmed', () => {
    expect(touchOf('/about', '?utm_source=baidu&utm_medium=cpc&utm_campaign=spring&utm_content=a&utm_term=ozon', null)).toEqual({
      campaign: 'spring',
      source: 'baidu',
      medium: 'cpc',
      content: 'a',
      term: 'ozon',
      inviteCode: null,
      landing: '/about',
      promotionId: null,
    })
    expect(touchOf('/', `?utm_source=${'x'.repeat(300)}`, null)?.source).toHaveLength(100)
  })

  it('comes from an invite (code + utm), a lottery invite (aic) or a channel url code', () => {
    expect(touchOf('/register', '?code=ABC&utm=camp1', null)).toMatchObject({ campaign: 'camp1', source: 'invite', medium: 'referral', inviteCode: 'ABC' })
    // An OAuth callback's code is not an invite.
    expect(touchOf('/oauth', '?code=ABC&utm=camp1&scope=x', null)).toBeNull()
    expect(touchOf('/lottery', '?aic=L123', null)).toMatchObject({ campaign: '(none)', source: 'lottery-invite', inviteCode: 'L123' })
    expect(touchOf('/', '?urlCode=demo', null)).toMatchObject({ source: 'channel:demo', medium: 'referral' })
  })

  it('on a landing page takes the page campaign for what the URL leaves out', () => {
    expect(touchOf('/promote/pc', '', pc)).toMatchObject({ campaign: 'pc-brand', source: 'pc-landing', medium: 'organic', landing: '/promote/pc', promotionId: 7 })
    expect(touchOf('/promotion/7', '?utm_source=wechat', pc)).toMatchObject({ campaign: 'pc-brand', source: 'wechat', medium: 'organic', landing: '/promote/pc' })
  })

  it('is none for a page without campaign data', () => {
    expect(touchOf('/about', '?page=2', null)).toBeNull()
    expect(touchOf('/about', '', null)).toBeNull()
  })

  it('names the promotion of /promote/<slug>, /promotion/<id> and /m/promotion/<id>, not of a success page', () => {
    expect(promotionRefOf('/promote/landpage/1')).toEqual({ slug: 'landpage/1' })
    expect(promotionRefOf('/promotion/12')).toEqual({ id: 12 })
    expect(promotionRefOf('/m/promotion/12')).toEqual({ id: 12 })
    expect(promotionRefOf('/promote/pc/success')).toBeNull()
    expect(promotionRefOf('/about')).toBeNull()
  })

  it('keeps only campaign parameters and splits the language prefix', () => {
    expect(campaignSearch('?utm_source=a&email=me@x.y&phone=138&code=C&utm=U')).toBe('?utm_source=a&code=C&utm=U')
    // A value PostgreSQL cannot store (an encoded NUL in a crafted link) is dropped, not a failed batch.
    expect(campaignSearch('?utm_source=%00&utm_medium=cpc')).toBe('?utm_medium=cpc')
    expect(touchOf('/', '?utm_source=a%00b&utm_campaign=x', null)).toMatchObject({ source: '(direct)', campaign: 'x' })
    expect(campaignSearch('?q=1')).toBe('')
    expect(splitLocalePath('/en/promote/pc')).toMatchObject({ locale: 'en', path: '/promote/pc' })
    expect(splitLocalePath('/ru')).toMatchObject({ locale: 'ru', path: '/' })
    expect(splitLocalePath('/english')).toMatchObject({ locale: 'zh', path: '/english' })
  })

  it('of the same arrival is recognised (a reload)', () => {
    const a = { campaign: 'c', source: 's', medium: 'm', landing: '/' }
    expect(sameArrival(a, { ...a })).toBe(true)
    expect(sameArrival(a, { ...a, landing: '/about' })).toBe(false)
  })

  it('from a registration form stands in when the collector never saw the visitor', () => {
    expect(touchFromRegistration({ utmSource: 'baidu', utmCampaign: 'x' }, '/register')).toMatchObject({ campaign: 'x', source: 'baidu', medium: '(none)', landing: '/register' })
    expect(touchFromRegistration({ invite: 'ABC', inviteChannel: 'camp' }, '/register')).toMatchObject({ campaign: 'camp', source: 'invite', inviteCode: 'ABC' })
    expect(touchFromRegistration({}, '/register')).toBeNull()
  })
})

describe('the tracker script', () => {
  const script = readFileSync('public/track.js', 'utf8')

  it('uses the names the app shares with it', () => {
    expect(script).toContain(`'${COLLECT_ENDPOINT}'`)
    expect(script).toContain(`'${PAGE_VIEW_EVENT}'`)
    expect(script).toContain(`'[${TRACK_ATTRIBUTE}]'`)
  })

  it('sends exactly the campaign parameters the collector reads', () => {
    const list = /CAMPAIGN_PARAMS = \[([^\]]+)\]/.exec(script)?.[1]
    expect(list?.split(',').map((item) => item.trim().replace(/'/g, ''))).toEqual([...CAMPAIGN_PARAMS])
  })
})

describe('the report', () => {
  const row = (day: string, visits: number, registrations: number): ReportRow => ({
    day,
    campaign: 'c',
    source: 's',
    landing: '/',
    visits,
    registrations,
    pageViews: visits * 2,
    navClicks: 0,
    signups: registrations,
    logins: 1,
    conversionRate: conversionRate(registrations, visits),
  })

  it('adds up rows and rates conversions (none without visits)', () => {
    expect(totalsOf([row('2026-01-01', 3, 1), row('2026-01-02', 1, 1)])).toEqual({ visits: 4, registrations: 2, pageViews: 8, navClicks: 0, signups: 2, logins: 2, conversionRate: 0.5 })
    expect(conversionRate(1, 0)).toBeNull()
    expect(conversionRate(1, 3)).toBe(0.3333)
  })

  it('charts every day of the range, empty ones too', () => {
    expect(byDay([row('2026-01-02', 2, 1), row('2026-01-02', 1, 0)], '2026-01-01', '2026-01-03')).toEqual([
      { day: '2026-01-01', visits: 0, registrations: 0 },
      { day: '2026-01-02', visits: 3, registrations: 1 },
      { day: '2026-01-03', visits: 0, registrations: 0 },
    ])
  })

  it('accepts a range of days of at most a year, in order', () => {
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true)
    expect(reportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).success).toBe(false)
    expect(reportQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-31' }).success).toBe(false)
    expect(reportQuerySchema.safeParse({ from: '2026-13-01', to: '2026-13-02' }).success).toBe(false)
    // Days the calendar does not have, or PostgreSQL's date type does not take; a NUL in a filter.
    expect(reportQuerySchema.safeParse({ from: '2025-02-28', to: '2025-02-30' }).success).toBe(false)
    expect(reportQuerySchema.safeParse({ from: '0000-01-01', to: '0000-01-02' }).success).toBe(false)
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-02', campaign: 'a\u0000b' }).success).toBe(false)
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-02', model: 'middle' }).success).toBe(false)
  })
})

describe('a coupon', () => {
  const now = new Date('2026-06-01T00:00:00Z')
  const coupon = { active: true, validFrom: '2026-01-01T00:00:00Z', validTo: '2026-12-31T00:00:00Z' }
  it('is active, not started, expired or switched off', () => {
    expect(couponStatus(coupon, now)).toBe('active')
    expect(couponStatus({ ...coupon, validFrom: '2026-07-01T00:00:00Z' }, now)).toBe('notStarted')
    expect(couponStatus({ ...coupon, validTo: '2026-05-01T00:00:00Z' }, now)).toBe('expired')
    expect(couponStatus({ ...coupon, active: false }, now)).toBe('disabled')
  })
})

describe('the collector limits', () => {
  it('budget events as well as batches, and say how long to wait', async () => {
    const { RateLimiterMemory } = await import('rate-limiter-flexible')
    const { LIMITS, secondsToWait } = await import('@/server/platform/limits')
    const events = new RateLimiterMemory({ points: 60, duration: 3600 })
    expect(await secondsToWait(events, '203.0.113.9', 30)).toBe(0)
    expect(await secondsToWait(events, '203.0.113.9', 30)).toBe(0)
    const wait = await secondsToWait(events, '203.0.113.9', 1)
    expect(wait).toBeGreaterThan(3500)
    expect(wait).toBeLessThanOrEqual(3600)
    expect(await secondsToWait(events, '203.0.113.10', 30)).toBe(0)
    // Bounded per address: at most 144 000 event rows a day (it was 18 000 a minute per instance).
    expect(LIMITS.collectEventsPerIpHour.points * (86_400 / LIMITS.collectEventsPerIpHour.duration)).toBeLessThanOrEqual(144_000)
  })
})

describe('analytics retention', () => {
  it('keeps 395 days unless ANALYTICS_RETENTION_DAYS says otherwise', async () => {
    const { retentionDays } = await import('@/server/attribution/retention')
    expect(retentionDays('')).toBe(395)
    expect(retentionDays('90')).toBe(90)
    expect(retentionDays('0')).toBe(395)
    expect(retentionDays('1.5')).toBe(395)
    expect(retentionDays('forever')).toBe(395)
  })
})

describe('the analytics provider', () => {
  it('gets a visitor key that changes every day and is not the cookie', () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
    const day1 = dailyVisitorKey(id, new Date('2026-01-01T10:00:00Z'), 'secret')
    expect(dailyVisitorKey(id, new Date('2026-01-01T23:00:00Z'), 'secret')).toBe(day1)
    expect(dailyVisitorKey(id, new Date('2026-01-02T10:00:00Z'), 'secret')).not.toBe(day1)
    expect(day1).not.toContain(id.slice(0, 8))
  })
})
