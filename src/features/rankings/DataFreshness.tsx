import Link from '@/components/layout/Link'
import { useTranslation } from 'next-i18next/pages'

import { formatUpdateTime } from '@/lib/format/date'
import { METHODOLOGY_PATH } from '@/lib/rankings/catalog'

/** "Updated 2026-11-27 06:00 (Beijing time)" (Moscow time on Russian pages); nothing without a time. */
export function UpdatedAt({ updatedAt }: { updatedAt: string | null | undefined }) {
  const { t, i18n } = useTranslation('rankings')
  const { text, zone } = formatUpdateTime(updatedAt, i18n.language)
  if (!text) return null
  return (
    <span data-testid="ranking-updated">
      <time dateTime={updatedAt ?? undefined}>{t('rankings:updatedAt', { time: text, zone: t(`rankings:zones.${zone}`) })}</time>
    </span>
  )
}

/**
 * The end of a ranking's meta line: when its snapshot was written, in the reader's market time,
 * and the link to how the data is made. Placed inside the ranking's own `<p>` of meta spans.
 */
export function DataFreshness({ updatedAt }: { updatedAt: string | null | undefined }) {
  const { t } = useTranslation('rankings')
  return (
    <>
      <UpdatedAt updatedAt={updatedAt} />
      <Link href={METHODOLOGY_PATH} data-testid="methodology-link">
        {t('rankings:methodologyLink')}
      </Link>
    </>
  )
}
