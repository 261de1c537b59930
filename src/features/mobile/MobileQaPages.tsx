import { useTranslation } from 'next-i18next/pages'

import { Pagination } from '@/components/content/Pagination'
import { QuestionArticle, QuestionList, QuestionToolbar } from '@/features/qa/QuestionViews'
import { mobileTwin } from '@/lib/device'
import { qaListPath } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { QuestionData, QuestionListData } from '@/server/pages/qa'

import { MobilePage } from './MobilePage'

import styles from './MobilePages.module.scss'

const mobileListPath = (page: number) => mobileTwin(qaListPath(page)) ?? '/m/QACommunity'

/** `/m/QACommunity/:page?`, the knowledge-base tab: the QA community's questions. */
export function MobileQuestionListPage(props: ContentPageProps<QuestionListData>) {
  const { t } = useTranslation('content')
  const { t: tm } = useTranslation('mobile')
  const { list } = props.data
  const pageSuffix = list.page > 1 ? ` - ${t('pagination.page', { page: list.page })}` : ''
  return (
    <MobilePage page={props} seo={{ title: `${t('qa.title')}${pageSuffix}`, description: t('qa.subtitle') }} tab="knowledge">
      <header className={styles.pageHeader}>
        <h1>{tm('qa.title')}</h1>
        <p>{t('qa.subtitle')}</p>
      </header>
      <div className={styles.card}>
        <QuestionToolbar />
        <QuestionList list={list} locale={props.locale} hrefFor={(question) => mobileTwin(question.href) ?? question.href} />
        <Pagination page={list.page} totalPages={list.totalPages} hrefFor={mobileListPath} />
      </div>
    </MobilePage>
  )
}

/** `/m/answerDetail/:id`: a question and its answers, with the back button. */
export function MobileQuestionPage(props: ContentPageProps<QuestionData>) {
  const { t } = useTranslation('content')
  const { question } = props.data
  return (
    <MobilePage
      page={props}
      seo={{ title: `${question.title} - ${t('qa.title')}`, description: question.body.slice(0, 160) || t('qa.subtitle'), type: 'article', publishedTime: question.askedAt }}
      layout="blank"
      title={t('qa.title')}
    >
      <div className={styles.card}>
        <QuestionArticle question={question} locale={props.locale} listHref={mobileListPath(1)} />
      </div>
    </MobilePage>
  )
}
