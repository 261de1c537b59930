import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { LotteryView, NoLottery } from '@/features/lottery/LotteryView'
import { LOCALES } from '@/lib/i18n/locales'
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
    expect(count(html, 'Thanks for taking part')).toBe(6)
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
