import { useTranslation } from 'next-i18next/pages'

import { ConfirmationPage } from '@/components/content/ConfirmationPage'
import type { ContentPageProps } from '@/server/pages/content-props'

/** `/success`: confirmation after a completed request, with the ways on. */
export function SuccessPage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('content')
  return (
    <ConfirmationPage
      page={props}
      title={t('success.title')}
      subtitle={t('success.subtitle')}
      actions={[
        { href: '/', label: t('success.home') },
        { href: '/workbench/dashboard', label: t('success.workbench') },
      ]}
    />
  )
}
