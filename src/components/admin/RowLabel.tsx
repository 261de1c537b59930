'use client'

import { useRowLabel } from '@payloadcms/ui'

/** An array row in the admin is named by what it holds (a link's label, a chapter's title), not "Row 01". */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string | null; title?: string | null; name?: string | null }>()
  const text = data?.label || data?.title || data?.name
  return <span>{text || String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
}
