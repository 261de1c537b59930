import { useTranslation } from 'next-i18next/pages'

import { ArticleGrid } from '@/components/content/ArticleGrid'
import { ContentPage } from '@/components/content/ContentPage'
import { Pagination } from '@/components/content/Pagination'
import { SeoHead } from '@/components/layout/SeoHead'
import { SECTION_ROUTES } from '@/lib/content/sections'
import type { ArticleListData } from '@/server/pages/articles'
import type { ContentPageProps } from '@/server/pages/content-props'

import styles from './College.module.scss'

/** One page of a section's articles (business-college lists, news, guides, resources). */
export function ArticleListPage({ chrome, siteUrl, path, locale, preview, data }: ContentPageProps<ArticleListData>) {
  const { t } = useTranslation('content')
  const { section, list } = data
  const routes = SECTION_ROUTES[section]
  const name = t(`sections.${routes.labelKey}`)
  const pageSuffix = list.page > 1 ? ` - ${t('pagination.page', { page: list.page })}` : ''
  return (
    <ContentPage chrome={chrome} locale={locale} preview={preview} crumbs={[{ label: t('college.title'), href: '/business-college' }, { label: name }]}>
      <SeoHead
        title={`${name}${pageSuffix} - ${chrome.settings.siteName}`}
        description={t(`sectionIntro.${routes.labelKey}`)}
        keywords={chrome.settings.seoKeywords}
        siteUrl={siteUrl}
        path={path}
        locale={locale}
        siteName={chrome.settings.siteName}
      />
      <header className={styles.pageHeader}>
        <h1>{name}</h1>
        <p>{t(`sectionIntro.${routes.labelKey}`)}</p>
      </header>
      <ArticleGrid articles={list.items} locale={locale} />
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={routes.list} />
    </ContentPage>
  )
}
