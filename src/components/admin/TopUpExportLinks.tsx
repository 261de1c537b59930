import type { ServerComponentProps } from 'payload'

import { toLocale } from '@/lib/i18n/locales'

const LABELS = {
  en: { all: 'Export all (CSV)', pending: 'Export pending (CSV)' },
  zh: { all: '导出全部（CSV）', pending: '导出待处理（CSV）' },
  ru: { all: 'Выгрузить все (CSV)', pending: 'Выгрузить ожидающие (CSV)' },
} as const

/** Above the top-up applications list and on the dashboard: CSV exports for handling them outside the admin. */
export function TopUpExportLinks({ i18n }: Pick<ServerComponentProps, 'i18n'>) {
  const labels = LABELS[toLocale(i18n?.language)]
  return (
    <p style={{ display: 'flex', gap: '16px', margin: '0 0 16px' }} data-testid="top-up-export">
      <a href="/api/admin/top-up-applications.csv" download>
        {labels.all}
      </a>
      <a href="/api/admin/top-up-applications.csv?status=pending" download>
        {labels.pending}
      </a>
    </p>
  )
}
