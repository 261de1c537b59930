import { useTranslation } from 'next-i18next/pages'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { ContentPage } from '@/components/content/ContentPage'
import { Pagination } from '@/components/content/Pagination'
import { SECTION_ROUTES } from '@/lib/content/sections'
import type { ArticleListData } from '@/server/pages/articles'
import type { ContentPageProps } from '@/server/pages/content-props'

/** One page of a section's articles (business-college lists, news, guides, resources). */
export function ArticleListPage(props: ContentPageProps<ArticleListData>) {
  const { t } = useTranslation('content')
  const { section, list } = props.data
  const routes = SECTION_ROUTES[section]
  const name = t(`sections.${routes.labelKey}`)
  const intro = t(`sectionIntro.${routes.labelKey}`)
  const pageSuffix = list.page > 1 ? ` - ${t('pagination.page', { page: list.page })}` : ''
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('college.title'), href: '/business-college' }, { label: name }]}
      seo={{ title: `${name}${pageSuffix}`, description: intro }}
      heading={{ title: name, subtitle: intro }}
    >
      <ArticleGrid articles={list.items} locale={props.locale} headingLevel={2} />
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={routes.list} />
    </ContentPage>
  )
}
