import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { LotteryView, NoLottery } from '@/features/lottery/LotteryView'
import { LOCALES } from '@/lib/i18n/locales'
import { formatLotteryTime } from '@/lib/lottery/time'
import type { LotteryCampaignView } from '@/server/pages/lottery'

import { keyPaths } from '../helpers/locale-keys'
import authEn from '../../locales/en/auth.json'
import en from '../../locales/en/lottery.json'
import ru from '../../locales/ru/lottery.json'
import zh from '../../locales/zh/lottery.json'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({
  resources: { zh: { lottery: zh }, en: { lottery: en, auth: authEn }, ru: { lottery: ru } },
  lng: 'en',
  ns: ['lottery', 'auth'],
  defaultNS: 'lottery',
})

const campaign: LotteryCampaignView = {
  title: 'Spring draw',
  activityId: 4,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  banner: null,
  rules: null,
  commitment: null,
  prizes: [
    { id: 'vip', name: 'VIP 7 days', kind: 'membership', image: null, membershipDays: 7 },
    { id: 'mug', name: 'Mug', kind: 'physical', image: null, membershipDays: null },
  ],
}

const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
const count = (html: string, text: string) => html.split(text).length - 1

describe('the lottery page', () => {
  it('renders the grid of eight cells round the Draw button, and its controls, as a guest sees it', async () => {
    await i18n.changeLanguage('en')
    const html = render(<LotteryView campaign={campaign} locale="en" variant="desktop" />)
    expect(count(html, 'data-testid="lottery-grid"')).toBe(1)
    expect(count(html, 'data-testid="lottery-cell"')).toBe(8)
    expect(count(html, 'data-active="true"')).toBe(0)
    // Each name once as text (the cell's title repeats it for hover).
    expect(count(html, '>Thanks for taking part<')).toBe(6)
    expect(html).toContain('VIP 7 days')
    expect(html).toMatch(/<button[^>]*data-testid="lottery-draw"[^>]*>Draw<\/button>/)
    for (const id of ['lottery-open-rules', 'lottery-open-records', 'lottery-open-invitations', 'lottery-winners']) expect(html).toContain(`data-testid="${id}"`)
    // A guest has no chances or invite link, but is told how to get them.
    expect(html).not.toContain('data-testid="lottery-chances"')
    expect(html).not.toContain('data-testid="lottery-invite-link"')
    expect(html).toContain('Log in to get your invite link.')
    expect(html).toContain('aria-live="polite"')
  })

  it('opens "my prizes" as the winning-record popup on both sites (a button, not a page link)', async () => {
    await i18n.changeLanguage('en')
    for (const variant of ['mobile', 'desktop'] as const) {
      const html = render(<LotteryView campaign={{ ...campaign, activityId: 9 }} locale="en" variant={variant} />)
      expect(html).toMatch(/<button[^>]*data-testid="lottery-open-records"[^>]*>/)
    }
  })

  it('says there is no lottery in every language', async () => {
    const expected = { zh: '暂无抽奖活动', en: 'No lottery right now', ru: 'Сейчас розыгрышей нет' }
    for (const locale of LOCALES) {
      await i18n.changeLanguage(locale)
      expect(render(<NoLottery home="/" />)).toContain(expected[locale])
    }
  })
})

describe('the campaign period', () => {
  const period = (html: string) => /<p class="[^"]*period[^"]*">([^<]*)</.exec(html)?.[1]

  it('is the lottery\'s zone, labelled, whatever the process (or browser) clock', async () => {
    await i18n.changeLanguage('en')
    const timed = { ...campaign, startsAt: '2026-01-01T08:37:00.000Z', endsAt: '2026-01-31T15:59:00.000Z' }
    const before = process.env.TZ
    const seen: (string | undefined)[] = []
    try {
      for (const tz of ['UTC', 'Asia/Shanghai', 'America/New_York']) {
        process.env.TZ = tz
        seen.push(period(render(<LotteryView campaign={timed} locale="en" variant="desktop" />)))
        expect(formatLotteryTime(timed.startsAt)).toBe('2026-01-01 16:37 (UTC+8)')
      }
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
    expect(seen).toEqual(Array(3).fill('2026-01-01 16:37 (UTC+8) – 2026-01-31 23:59 (UTC+8)'))
  })

  it('formats any zone with its offset, and nothing for no time', () => {
    expect(formatLotteryTime('2026-01-01T08:37:00.000Z', 'UTC')).toBe('2026-01-01 08:37 (UTC+0)')
    expect(formatLotteryTime('2026-07-01T08:37:00.000Z', 'Asia/Kolkata')).toBe('2026-07-01 14:07 (UTC+5:30)')
    expect(formatLotteryTime('2026-07-01T08:37:00.000Z', 'America/New_York')).toBe('2026-07-01 04:37 (UTC-4)')
    expect(formatLotteryTime('2026-01-01T16:00:00.000Z')).toBe('2026-01-02 00:00 (UTC+8)')
    expect(formatLotteryTime(null)).toBe('')
    expect(formatLotteryTime('not a date')).toBe('')
  })
})

describe('the lottery strings', () => {
  it('has every key the components use', () => {
    const dir = path.resolve('src/features/lottery')
    const source = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n')
    const keys = new Set(keyPaths(en))
    const used = [...source.matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((match) => match[1])
    const prefixed = [...source.matchAll(/'lottery:([a-zA-Z.]+)'/g)].map((match) => match[1])
    expect(used.length).toBeGreaterThan(50)
    expect([...used, ...prefixed].filter((key) => !keys.has(key))).toEqual([])
  })
})
