import { useTranslation } from 'next-i18next/pages'

import { ConfirmationPage } from '@/components/content/ConfirmationPage'
import type { ContentPageProps } from '@/server/pages/content-props'

/** `/promote/mobile/success`: shown after a successful registration (spec section 2). */
export function RegisterSuccessPage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('auth')
  return (
    <ConfirmationPage
      page={props}
      title={t('registerSuccess.title')}
      subtitle={t('registerSuccess.subtitle')}
      actions={[
        { href: '/workbench/dashboard', label: t('registerSuccess.workbench') },
        { href: '/', label: t('registerSuccess.home') },
      ]}
      testId="register-success"
    />
  )
}
