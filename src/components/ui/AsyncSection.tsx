import type { ReactNode } from 'react'

import { buttonClass } from './Button'

export type AsyncTexts = { loading: ReactNode; failed: ReactNode; retry: ReactNode }

type StatusProps = {
  /** The read failed (else it is still loading). */
  error: unknown
  onRetry(): void
  /** The feature's own words (its namespace's loading / failed / retry). */
  texts: AsyncTexts
  /** For the loading and the failure line. */
  className?: string
}

/** A read without its data yet: "loading", or its failure with a retry. */
export function AsyncStatus({ error, onRetry, texts, className }: StatusProps) {
  if (!error) {
    return (
      <p className={className} role="status">
        {texts.loading}
      </p>
    )
  }
  return (
    <p className={className} role="alert">
      {texts.failed}{' '}
      <button type="button" className={buttonClass({ variant: 'link' })} onClick={onRetry}>
        {texts.retry}
      </button>
    </p>
  )
}

type Props<T> = StatusProps & {
  /** What was read; the content shows once it is there (kept while a refresh fails). */
  data: T | null | undefined
  children(data: T): ReactNode
}

/** A part of a page read in the browser: loading, failed with a retry, or its content. */
export function AsyncSection<T>({ data, children, ...status }: Props<T>) {
  return data !== null && data !== undefined ? children(data) : <AsyncStatus {...status} />
}
