import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'

import { ContentPage } from '@/components/content/ContentPage'
import { Pagination } from '@/components/content/Pagination'
import { formatDate } from '@/lib/content/format'
import { qaListPath } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { QuestionListData } from '@/server/pages/qa'

import gridStyles from '@/components/content/CardGrid.module.scss'
import styles from './Qa.module.scss'

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
      {list.items.length ? (
        <ul className={styles.list}>
          {list.items.map((question) => (
            <li key={question.id} className={styles.item}>
              <h2 className={styles.itemTitle}>
                <Link href={question.href}>{question.title}</Link>
                {question.hasAccepted ? <span className={styles.solved}>{t('qa.solved')}</span> : null}
              </h2>
              {question.excerpt ? <p className={styles.excerpt}>{question.excerpt}</p> : null}
              <p className={styles.meta}>
                <span>{t('qa.askedBy', { name: question.askedBy, date: formatDate(question.askedAt, locale) })}</span>
                <span>{question.answerCount ? t('qa.answers', { count: question.answerCount }) : t('qa.noAnswers')}</span>
                <span>{t('views', { count: question.views })}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={gridStyles.empty} data-testid="no-data">
          {t('noData')}
        </p>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={qaListPath} />
    </ContentPage>
  )
}
