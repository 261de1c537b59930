import type { NextApiRequest, NextApiResponse } from 'next'

import { toCsv } from '@/lib/csv'
import { attributionReport, defaultRange, reportQuerySchema } from '@/server/attribution/report'
import { cms } from '@/server/cms/payload'
import { cmsUserFrom } from '@/server/cms/preview'

import { hasRole } from '../../../../cms/access/roles'

/** `/api/admin/attribution.csv?from=&to=&model=&campaign=&source=&landing=`: the attribution report as CSV (marketers, admins). */
export default async function exportAttribution(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  const payload = await cms()
  const user = await cmsUserFrom(req.headers).catch(() => null)
  if (!user) return res.status(401).json({ message: 'Log in to the admin first' })
  if (!hasRole(user, 'admin', 'marketer')) return res.status(403).json({ message: 'The attribution report is for marketers and admins' })
  const given = (key: string) => (typeof req.query[key] === 'string' && req.query[key] !== '' ? req.query[key] : undefined)
  const range = defaultRange()
  const parsed = reportQuerySchema.safeParse({
    from: given('from') ?? range.from,
    to: given('to') ?? range.to,
    model: given('model'),
    campaign: given('campaign'),
    source: given('source'),
    landing: given('landing'),
  })
  if (!parsed.success) return res.status(400).json({ message: 'from and to are days (YYYY-MM-DD), from not after to, at most a year apart; model is last or first' })
  const report = await attributionReport(payload.db.pool, parsed.data)
  const csv = toCsv(
    ['day', 'campaign', 'source', 'landing', 'visits', 'registrations', 'conversionRate', 'pageViews', 'topNavClicks'],
    report.rows.map((row) => [row.day, row.campaign, row.source, row.landing, row.visits, row.registrations, row.conversionRate, row.pageViews, row.navClicks]),
  )
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="attribution-${parsed.data.from}-${parsed.data.to}.csv"`)
  res.status(200).send(csv)
}
