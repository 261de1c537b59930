import { useTranslation } from 'next-i18next/pages'

import { AsyncStatus } from '@/components/ui/AsyncSection'

/** A lottery read without its data yet: "loading", or its failure with a retry. */
export function Pending({ error, onRetry, className }: { error: unknown; onRetry: () => void; className?: string }) {
  const { t } = useTranslation('lottery')
  return <AsyncStatus error={error} onRetry={onRetry} texts={{ loading: t('loading'), failed: t('error'), retry: t('retry') }} className={className} />
}
