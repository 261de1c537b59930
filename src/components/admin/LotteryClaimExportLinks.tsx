import type { ServerComponentProps } from 'payload'

import { toLocale } from '@/lib/i18n/locales'

const LABELS = {
  en: { all: 'Export all (CSV)', pending: 'Export claims to ship (CSV)' },
  zh: { all: '导出全部（CSV）', pending: '导出待发货（CSV）' },
  ru: { all: 'Выгрузить все (CSV)', pending: 'Выгрузить к отправке (CSV)' },
} as const

/** Above the prize claims list: CSV exports for the people who pack and ship the prizes. */
export function LotteryClaimExportLinks({ i18n }: Pick<ServerComponentProps, 'i18n'>) {
  const labels = LABELS[toLocale(i18n?.language)]
  return (
    <p style={{ display: 'flex', gap: '16px', margin: '0 0 16px' }} data-testid="lottery-claim-export">
      <a href="/api/admin/lottery-claims.csv" download>
        {labels.all}
      </a>
      <a href="/api/admin/lottery-claims.csv?status=pending" download>
        {labels.pending}
      </a>
    </p>
  )
}
