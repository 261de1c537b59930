import type { NextApiRequest, NextApiResponse } from 'next'

import { maskPhone } from '@/lib/auth/validation'
import { toCsv } from '@/lib/csv'
import { cms } from '@/server/cms/payload'
import { staffForExport } from '@/server/cms/staff-export'
import { listTopUps, type TopUpFilter } from '@/server/report/top-ups'

import { hasRole } from '../../../../cms/access/roles'
import { apiRoute } from '@/server/http/api-route'

const STATUSES = ['pending', 'handled'] as const
const KINDS = ['goods', 'mall'] as const

/** `/api/admin/top-up-applications.csv?status=&kind=`: the sellers' top-up applications for staff (CMS login). */
export default apiRoute(async function exportTopUps(req: NextApiRequest, res: NextApiResponse) {
  const user = await staffForExport(req, res)
  if (!user) return
  const payload = await cms()
  const status = typeof req.query.status === 'string' && req.query.status ? req.query.status : undefined
  const kind = typeof req.query.kind === 'string' && req.query.kind ? req.query.kind : undefined
  if ((status && !(STATUSES as readonly string[]).includes(status)) || (kind && !(KINDS as readonly string[]).includes(kind))) {
    return res.status(400).json({ message: 'status is pending or handled, kind is goods or mall' })
  }
  const rows = await listTopUps(payload.db.drizzle, { status, kind } as TopUpFilter)
  const csv = toCsv(
    ['id', 'kind', 'target', 'status', 'sellerPhone', 'createdAt', 'handledAt'],
    // Staff other than admins see masked phone numbers, as in the admin itself.
    rows.map((row) => [row.id, row.kind, row.target, row.status, hasRole(user, 'admin') ? row.phone : maskPhone(row.phone), row.createdAt, row.handledAt]),
  )
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="top-up-applications${status ? `-${status}` : ''}.csv"`)
  res.status(200).send(csv)
})
