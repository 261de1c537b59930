import type { NextApiRequest, NextApiResponse } from 'next'

import { maskPhone } from '@/lib/auth/validation'
import { toCsv } from '@/lib/csv'
import { cms } from '@/server/cms/payload'
import { staffForExport } from '@/server/cms/staff-export'
import { CLAIM_STATUSES, listClaimsForExport } from '@/server/lottery/claims'

import { hasRole } from '../../../../cms/access/roles'
import { apiRoute } from '@/server/http/api-route'

/** `/api/admin/lottery-claims.csv?status=`: prize claims with delivery details, for marketers and admins (CMS login). */
export default apiRoute(async function exportLotteryClaims(req: NextApiRequest, res: NextApiResponse) {
  const user = await staffForExport(req, res, ['admin', 'marketer'], 'Prize claims are for marketers and admins')
  if (!user) return
  const payload = await cms()
  const status = typeof req.query.status === 'string' && req.query.status ? req.query.status : undefined
  if (status && !(CLAIM_STATUSES as readonly string[]).includes(status)) return res.status(400).json({ message: 'status is pending or shipped' })
  const rows = await listClaimsForExport(payload, status as (typeof CLAIM_STATUSES)[number] | undefined)
  const csv = toCsv(
    ['id', 'drawId', 'campaign', 'prize', 'recipientName', 'recipientPhone', 'address', 'status', 'trackingNumber', 'sellerPhone', 'createdAt', 'shippedAt'],
    // The recipient's phone is for the courier; the seller's account phone is masked for non-admins, as in the admin.
    rows.map((row) => [row.id, row.drawId, row.campaign, row.prizeName, row.recipientName, row.recipientPhone, row.address, row.status, row.trackingNumber, hasRole(user, 'admin') ? row.sellerPhone : maskPhone(row.sellerPhone), row.createdAt, row.shippedAt]),
  )
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="lottery-claims${status ? `-${status}` : ''}.csv"`)
  res.status(200).send(csv)
})
