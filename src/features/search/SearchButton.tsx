import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { useIdlePreload } from '@/hooks/useIdlePreload'
import type { Locale } from '@/lib/i18n/locales'

import styles from './Search.module.scss'

// The dialog (and its history and result code) loads when a visitor first opens it.
const loadSearchDialog = () => import('./SearchDialog')
const SearchDialog = dynamic(loadSearchDialog, { ssr: false, loading: OnDemandFallback })

/** The top bar's search: a magnifier that opens the search dialog. */
export function SearchButton({ locale, workbenchBaseUrl, className }: { locale: Locale; workbenchBaseUrl: string; className?: string }) {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  useIdlePreload(loadSearchDialog)
  return (
    <>
      <button type="button" className={className ?? styles.open} aria-label={t('search.open')} title={t('search.open')} onClick={() => setOpen(true)} data-testid="search-button">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {open ? <SearchDialog locale={locale} workbenchBaseUrl={workbenchBaseUrl} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
