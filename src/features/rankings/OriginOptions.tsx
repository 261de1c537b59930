import { useTranslation } from 'next-i18next/pages'

import { ORIGIN_FILTERS } from '@/lib/rankings/origin'

/** The choices of a sellers' filter: every seller (empty value), the China zone, cross-border, local. */
export function OriginOptions() {
  const { t } = useTranslation('rankings')
  return (
    <>
      <option value="">{t('origin.all')}</option>
      {ORIGIN_FILTERS.map((filter) => (
        <option key={filter} value={filter}>
          {t(`origin.${filter}`)}
        </option>
      ))}
    </>
  )
}
