import type { NextApiRequest, NextApiResponse } from 'next'

import { toCsv } from '@/lib/csv'
import { attributionReport, parseReportQuery } from '@/server/attribution/report'
import { cms } from '@/server/cms/payload'
import { staffForExport } from '@/server/cms/staff-export'
import { requestLocale, translate } from '@/server/user/messages'
import { apiRoute } from '@/server/http/api-route'

/** `/api/admin/attribution.csv?from=&to=&model=&campaign=&source=&landing=`: the attribution report as CSV (marketers, admins). */
export default apiRoute(async function exportAttribution(req: NextApiRequest, res: NextApiResponse) {
  if (!(await staffForExport(req, res, ['admin', 'marketer'], 'The attribution report is for marketers and admins'))) return
  const payload = await cms()
  const parsed = parseReportQuery(req.query)
  if (!parsed.success) return res.status(400).json({ message: translate(requestLocale(req.headers['accept-language']), 'badReportQuery') })
  const report = await attributionReport(payload.db.drizzle, parsed.data)
  const csv = toCsv(
    ['day', 'campaign', 'source', 'landing', 'visits', 'registrations', 'conversionRate', 'pageViews', 'topNavClicks'],
    report.rows.map((row) => [row.day, row.campaign, row.source, row.landing, row.visits, row.registrations, row.conversionRate, row.pageViews, row.navClicks]),
  )
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="attribution-${parsed.data.from}-${parsed.data.to}.csv"`)
  res.status(200).send(csv)
})
