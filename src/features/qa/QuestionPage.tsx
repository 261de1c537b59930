import { useTranslation } from 'next-i18next/pages'

import { ContentPage } from '@/components/content/ContentPage'
import { qaListPath } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { QuestionData } from '@/server/pages/qa'

import { QuestionArticle } from './QuestionViews'

/** `/answerDetail/:id`: a question and its approved answers, the accepted one first. */
export function QuestionPage(props: ContentPageProps<QuestionData>) {
  const { locale, data } = props
  const { t } = useTranslation('content')
  const { question } = data
  return (
    <ContentPage
      page={props}
      crumbs={[{ label: t('qa.title'), href: qaListPath(1) }, { label: question.title }]}
      seo={{
        title: `${question.title} - ${t('qa.title')}`,
        description: question.body.slice(0, 160) || t('qa.subtitle'),
        keywords: question.tags.join(','),
        type: 'article',
        publishedTime: question.askedAt,
      }}
    >
      <QuestionArticle question={question} locale={locale} listHref={qaListPath(1)} />
    </ContentPage>
  )
}
