import { useTranslation } from 'next-i18next/pages'

import { ConfirmationPage } from '@/components/content/ConfirmationPage'
import { safeHref } from '@/lib/content/safe-url'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { PromotionPageData } from '@/server/pages/promotions'
import { registerBackHref, usePromoteStore } from '@/stores/promote'

/**
 * `/promote/<slug>/success` (spec section 2): after registering, in the site's own frame, so the
 * new seller has the whole site (and the way to the workbench) in the top bar. The page's own
 * title, text and button when the marketer set them.
 */
export function PromotionSuccess(props: ContentPageProps<PromotionPageData>) {
  const { t } = useTranslation('promote')
  const { promotion } = props.data
  const action = promotion?.success.action
  const href = action?.kind === 'link' ? safeHref(action.href) : null
  // Back to the page the registration started on (kept in memory), else the language's home.
  const registerFrom = usePromoteStore((state) => state.registerFrom)
  const back = registerBackHref(registerFrom)
  return (
    <ConfirmationPage
      page={props as unknown as ContentPageProps<Record<string, never>>}
      title={promotion?.success.title || t('success.title')}
      subtitle={promotion?.success.text || t('success.text')}
      actions={[
        href && action?.label ? { href, label: action.label } : { href: '/workbench/dashboard', label: t('success.workbench') },
        back === '/' ? { href: '/', label: t('footer.home') } : { href: back, label: t('success.back') },
      ]}
      testId="register-success"
    />
  )
}
