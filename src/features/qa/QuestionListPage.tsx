import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { Pagination } from '@/components/content/Pagination'
import { qaListPath } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { QuestionListData } from '@/server/pages/qa'

import { QuestionList, QuestionToolbar } from './QuestionViews'

/** `/QACommunity/:page?`: approved questions, newest first. */
export function QuestionListPage(props: ContentPageProps<QuestionListData>) {
  const { locale, data } = props
  const { t } = useTranslation('content')
  const { list } = data
  const pageSuffix = list.page > 1 ? ` - ${t('pagination.page', { page: list.page })}` : ''
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('qa.title') }]}
      seo={{ title: `${t('qa.title')}${pageSuffix}`, description: t('qa.subtitle') }}
      heading={{ title: t('qa.title'), subtitle: t('qa.subtitle') }}
    >
      <QuestionToolbar />
      <QuestionList list={list} locale={locale} />
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={qaListPath} />
    </ContentPage>
  )
}
