import type { GetStaticProps } from 'next'
import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'

import { BlankLayout } from '@/components/layout/BlankLayout'
import { StatusMessage } from '@/components/StatusMessage'
import { toLocale } from '@/lib/i18n/locales'
import { pageTranslations } from '@/server/i18n/translations'

// Built once, without the CMS: it must render when the database is the thing that failed.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale)),
})

export default function ServerErrorPage() {
  const { t } = useTranslation('common')
  return (
    <BlankLayout>
      <Head>
        <title>{t('error.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessage code="500" title={t('error.title')} subtitle={t('error.subtitle')} homeLabel={t('error.home')} testId="app-error" />
    </BlankLayout>
  )
}
