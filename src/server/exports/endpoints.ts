/**
 * The admin's CSV exports, /api/admin/<file>: staff only (the CMS login), each for the roles it
 * names. Every row reads its query with a schema and answers a file; the pipeline answers
 * everything else (a guest's 401, a role's 403, bad input, an unreachable database) as JSON in the
 * caller's language.
 */
import { z } from 'zod'

import { accountOf, maskPhone } from '@/lib/auth/validation'
import { toCsv } from '@/lib/csv'

import { hasRole } from '@cms/access/roles'
import type { User } from '@payload-types'
import type { Caller, GuardedEndpoint } from '@/server/http/pipeline'
import { attributionReport, parseReportQuery, type ReportQuery } from '@/server/attribution/report'
import { CLAIM_STATUSES, listClaimsForExport } from '@/server/lottery/claims'
import { listTopUps } from '@/server/report/top-ups'

/** A file to download: its name and the CSV's header and rows. */
export type CsvFile = { filename: string; header: readonly string[]; rows: ReadonlyArray<readonly unknown[]> }

export type ExportEndpoint = GuardedEndpoint & { auth: 'staff'; run(ctx: Caller & { staff: User }, input: never): Promise<CsvFile> }

function csvExport<S extends z.ZodType>(roles: GuardedEndpoint['roles'], schema: S, run: (ctx: Caller & { staff: User }, input: z.output<S>) => Promise<CsvFile>, badInput?: GuardedEndpoint['badInput']): ExportEndpoint {
  return { method: 'GET', auth: 'staff', roles, schema, badInput, run: run as ExportEndpoint['run'] }
}

/** An optional filter: one of `values`, an empty parameter counting as none. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T, messageKey: string) =>
  z.preprocess((value) => (value === '' ? undefined : Array.isArray(value) ? value[0] : value), z.enum(values, { error: messageKey }).optional())

/** Staff other than admins see sellers' phone numbers masked, as in the admin itself. */
const sellerPhone = (staff: User, phone: string | null) => (hasRole(staff, 'admin') ? phone && accountOf(phone) : maskPhone(phone))

export const EXPORT_ENDPOINTS: Record<string, ExportEndpoint> = {
  // ?from=&to=&model=&campaign=&source=&landing=: the campaign attribution report (the last 30 days by default).
  '/attribution.csv': csvExport(
    ['admin', 'marketer'],
    z.record(z.string(), z.unknown()).transform((query, check): ReportQuery => {
      const parsed = parseReportQuery(query as Record<string, string>)
      if (parsed.success) return parsed.data
      check.addIssue({ code: 'custom', message: 'badReportQuery' })
      return z.NEVER
    }),
    async (ctx, query) => ({
      filename: `attribution-${query.from}-${query.to}.csv`,
      header: ['day', 'campaign', 'source', 'landing', 'visits', 'registrations', 'conversionRate', 'pageViews', 'topNavClicks', 'signups', 'logins'],
      rows: (await attributionReport(ctx.db, query)).rows.map((row) => [row.day, row.campaign, row.source, row.landing, row.visits, row.registrations, row.conversionRate, row.pageViews, row.navClicks, row.signups, row.logins]),
    }),
    'badReportQuery',
  ),
  // ?status=pending|shipped: prize claims with delivery details (the recipient's phone is for the courier, never masked).
  '/lottery-claims.csv': csvExport(['admin', 'marketer'], z.object({ status: oneOf(CLAIM_STATUSES, 'invalidClaimStatus') }), async (ctx, { status }) => ({
    filename: `lottery-claims${status ? `-${status}` : ''}.csv`,
    header: ['id', 'drawId', 'campaign', 'prize', 'recipientName', 'recipientPhone', 'address', 'status', 'trackingNumber', 'sellerPhone', 'createdAt', 'shippedAt'],
    rows: (await listClaimsForExport(ctx.payload, status)).map((row) => [
      row.id, row.drawId, row.campaign, row.prizeName, row.recipientName, accountOf(row.recipientPhone), row.address, row.status, row.trackingNumber,
      sellerPhone(ctx.staff, row.sellerPhone), row.createdAt, row.shippedAt,
    ]),
  })),
  // ?status=pending|handled&kind=goods|mall: the sellers' top-up applications (any staff).
  '/top-up-applications.csv': csvExport(
    [],
    z.object({ status: oneOf(['pending', 'handled'] as const, 'invalidTopUpFilter'), kind: oneOf(['goods', 'mall'] as const, 'invalidTopUpFilter') }),
    async (ctx, filter) => ({
      filename: `top-up-applications${filter.status ? `-${filter.status}` : ''}.csv`,
      header: ['id', 'kind', 'target', 'status', 'sellerPhone', 'createdAt', 'handledAt'],
      rows: (await listTopUps(ctx.db, filter)).map((row) => [row.id, row.kind, row.target, row.status, sellerPhone(ctx.staff, row.phone), row.createdAt, row.handledAt]),
    }),
  ),
}

/** The file as the answer's text and headers. */
export function csvAnswer(file: CsvFile) {
  return {
    raw: toCsv(file.header, file.rows),
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file.filename}"` },
  }
}
