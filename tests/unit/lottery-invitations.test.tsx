/** The invitation record: each invitation says whether it counted toward the inviter's draws and, if not, why, in every language. */
import type { ReactNode } from 'react'
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'

import type { Invitation } from '@/features/lottery/api'
import { InvitationsPopup } from '@/features/lottery/LotteryPopups'
import { LOCALES } from '@/lib/i18n/locales'

import en from '../../locales/en/lottery.json'
import ru from '../../locales/ru/lottery.json'
import zh from '../../locales/zh/lottery.json'

const invitations: Invitation[] = [
  { phone: '138****0004', registeredAt: '2026-03-01T10:04:00.000Z', counted: false, reason: 'addressDaily', chances: 0 },
  { phone: '138****0003', registeredAt: '2026-03-01T10:03:00.000Z', counted: false, reason: 'inviterCap', chances: 0 },
  { phone: null, registeredAt: '2026-03-01T10:02:00.000Z', counted: false, reason: 'self', chances: 0 },
  { phone: '138****0001', registeredAt: '2026-03-01T10:01:00.000Z', counted: true, reason: 'counted', chances: 2 },
]

// The popup's data as SWR would give it, and the dialog without its portal (no document here).
vi.mock('@/features/lottery/hooks', () => ({
  useInvitations: () => ({ data: invitations, error: undefined, mutate: () => undefined }),
  useLocalTime: (iso: string) => iso,
  useRecords: () => ({ data: [], error: undefined, mutate: () => undefined }),
}))
vi.mock('@/components/dialog/Modal', () => ({ Modal: ({ children }: { children: ReactNode }) => <div role="dialog">{children}</div> }))

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { zh: { lottery: zh }, en: { lottery: en }, ru: { lottery: ru } }, lng: 'en', ns: ['lottery'], defaultNS: 'lottery' })

const render = () =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <InvitationsPopup activityId={4} onClose={() => undefined} />
    </I18nextProvider>,
  )

describe('the invitation record', () => {
  it('shows every invitation, the chances of the counted ones and why the others did not count', async () => {
    await i18n.changeLanguage('en')
    const html = render()
    expect(html.split('data-testid="lottery-invitation"').length - 1).toBe(4)
    expect(html).toContain('Friends who registered: 4')
    expect(html).toContain('Counted toward your draws: 1')
    expect(html).toContain('+2')
    expect(html).toContain('Not counted: too many registrations from the same network or device that day')
    expect(html).toContain('Not counted: you reached this campaign’s limit of invited friends')
    expect(html).toContain('Not counted: you cannot invite yourself')
    expect(html.split('data-counted="false"').length - 1).toBe(3)
    // Phones as the server masked them; no full number anywhere.
    expect(html).toContain('138****0004')
    expect(html).not.toMatch(/1\d{10}/)
  })

  it('says why in every language (no key left untranslated)', async () => {
    for (const locale of LOCALES) {
      await i18n.changeLanguage(locale)
      const html = render()
      expect(html.split('data-testid="lottery-invitation-reason"').length - 1, locale).toBe(3)
      expect(html, locale).not.toContain('popup.invitations')
    }
    await i18n.changeLanguage('zh')
    expect(render()).toContain('未计入：同一网络或设备当天注册人数过多')
    await i18n.changeLanguage('ru')
    expect(render()).toContain('Не засчитано: нельзя пригласить самого себя')
  })
})
