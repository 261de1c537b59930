import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { buttonClass } from '@/components/ui/Button'

import type { Saved } from './api'
import { sellerOrLoginSheet } from './guard'
import type { QuestionDraft } from './QuestionDialog'

/** The ask/edit form, loaded when a seller opens it. */
export const QuestionDialog = dynamic(() => import('./QuestionDialog'), { ssr: false, loading: OnDemandFallback })

/** "Ask a question": a guest gets the login sheet, a seller the question form. */
export function AskButton({ className }: { className?: string }) {
  const { t } = useTranslation('content')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className ?? buttonClass()} onClick={() => sellerOrLoginSheet(t('community.guest')) && setOpen(true)} data-testid="ask-question">
        {t('community.ask')}
      </button>
      {open ? <QuestionDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}

export type { QuestionDraft, Saved }
