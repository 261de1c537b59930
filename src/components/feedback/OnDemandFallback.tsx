import type { DynamicOptionsLoadingProps } from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'

import { browserReloadEnv, reloadForError } from '@/lib/reload-guards'
import { SPINNER_TIMEOUT_MS } from '@/lib/runtime-loading'

/**
 * The `loading` of code loaded on demand (`next/dynamic`): a spinner from 200 ms (the loader's
 * delay) until the code has loaded, for 1500 ms at most (spec section 9's spinner timeout). When
 * the code cannot be loaded (a chunk of an older deploy), the page reloads, at most once per 60 s
 * (src/lib/reload-guards.ts): next/dynamic would otherwise swallow the failure and show nothing.
 */
export function OnDemandFallback({ error, pastDelay }: DynamicOptionsLoadingProps) {
  const { t } = useTranslation('common')
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (error) reloadForError(error, browserReloadEnv())
  }, [error])
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), SPINNER_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (error || !pastDelay || timedOut) return null
  return <span className="site-spinner" role="status" aria-label={t('spinner')} data-testid="spinner" />
}
