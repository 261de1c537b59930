import { useTranslation } from 'next-i18next/pages'

import { SeoHead } from '@/components/layout/SeoHead'
import { SiteLayout } from '@/components/layout/SiteLayout'
import { StatusMessage } from '@/components/StatusMessage'
import type { ChromePageProps } from '@/server/pages/chrome-props'

/** The 404 body in the page's language: spec wording (locales/<lang>/common.json, notFound) and a link home. */
export function NotFoundMessage() {
  const { t } = useTranslation('common')
  return <StatusMessage code="404" title={t('notFound.title')} subtitle={t('notFound.subtitle')} homeLabel={t('notFound.home')} testId="not-found" />
}

/** The 404 page: spec wording, the site chrome, and a link home. */
export function NotFoundPage({ chrome, siteUrl, path, locale }: ChromePageProps) {
  const { t } = useTranslation('common')
  return (
    <SiteLayout
      chrome={chrome}
      locale={locale}
      seoHead={
        <SeoHead
          title={`${t('notFound.title')} - ${chrome.settings.siteName}`}
          description={t('notFound.subtitle')}
          siteUrl={siteUrl}
          path={path}
          locale={locale}
          noindex
        />
      }
    >
      <NotFoundMessage />
    </SiteLayout>
  )
}
