import { useTranslation } from 'next-i18next/pages'

type Props = {
  /** The read failed (else it is still loading). */
  error: unknown
  onRetry: () => void
  className?: string
  loadingClassName?: string
  retryClassName?: string
}

/** A read without its data yet: "loading", or its failure with a retry. */
export function Pending({ error, onRetry, className, loadingClassName = className, retryClassName }: Props) {
  const { t } = useTranslation('lottery')
  if (!error) return <p className={loadingClassName}>{t('loading')}</p>
  return (
    <p className={className} role="alert">
      {t('error')}{' '}
      <button type="button" className={retryClassName} onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  )
}
