/** Seeds the spec's default lottery campaign (activity 4) once; an existing one is left alone. */
import type { Payload } from 'payload'

import { LOCALES } from '@/lib/i18n/locales'
import type { ToLexical } from './shared'
import { DEFAULT_CAMPAIGN } from '@cms/seed/data/lottery'

const DAY = 86_400_000

export async function seedLottery(payload: Payload, toLexical: ToLexical, now: Date = new Date()): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'lottery-campaigns', where: { activityId: { equals: DEFAULT_CAMPAIGN.activityId } }, overrideAccess: true })
  if (totalDocs > 0) return 0
  const context = { disableRevalidate: true }
  const created = await payload.create({
    collection: 'lottery-campaigns',
    locale: 'zh',
    context,
    overrideAccess: true,
    data: {
      _status: 'published',
      activityId: DEFAULT_CAMPAIGN.activityId,
      title: DEFAULT_CAMPAIGN.title.zh,
      rules: toLexical(DEFAULT_CAMPAIGN.rules.zh),
      startsAt: new Date(now.getTime() - DAY).toISOString(),
      endsAt: new Date(now.getTime() + 365 * DAY).toISOString(),
      chances: DEFAULT_CAMPAIGN.chances,
      noPrizeWeight: DEFAULT_CAMPAIGN.noPrizeWeight,
      prizes: DEFAULT_CAMPAIGN.prizes.map((prize) => ({ ...prize, name: prize.name.zh })),
    },
  })
  for (const locale of LOCALES.filter((code) => code !== 'zh')) {
    await payload.update({
      collection: 'lottery-campaigns',
      id: created.id,
      locale,
      context,
      overrideAccess: true,
      data: {
        _status: 'published',
        title: DEFAULT_CAMPAIGN.title[locale],
        rules: toLexical(DEFAULT_CAMPAIGN.rules[locale]),
        prizes: (created.prizes ?? []).map((row, index) => ({ ...row, name: DEFAULT_CAMPAIGN.prizes[index].name[locale] })),
      },
    })
  }
  return 1
}
