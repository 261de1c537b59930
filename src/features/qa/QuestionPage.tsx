import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'

import { ContentPage } from '@/components/content/ContentPage'
import { formatDate } from '@/lib/content/format'
import { qaListPath } from '@/lib/content/sections'
import type { ContentPageProps } from '@/server/pages/content-props'
import type { QuestionData } from '@/server/pages/qa'

import styles from './Qa.module.scss'

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
      <article className={styles.question}>
        <h1 data-testid="question-title">{question.title}</h1>
        <p className={styles.meta}>
          <span>{t('qa.askedBy', { name: question.askedBy, date: formatDate(question.askedAt, locale) })}</span>
          <span>{t('views', { count: question.views })}</span>
        </p>
        {question.body ? <p className={styles.body}>{question.body}</p> : null}
        {question.tags.length ? (
          <ul className={styles.tags} aria-label={t('tags')}>
            {question.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </article>
      <section aria-labelledby="answers-title" className={styles.answers}>
        <h2 id="answers-title">{question.answers.length ? t('qa.answers', { count: question.answers.length }) : t('qa.noAnswers')}</h2>
        <ol>
          {question.answers.map((answer) => (
            <li key={answer.id} className={answer.accepted ? styles.accepted : styles.answer}>
              {answer.accepted ? <p className={styles.badge}>{t('qa.accepted')}</p> : null}
              <p className={styles.body}>{answer.body}</p>
              <p className={styles.meta}>
                <span>{t('qa.answeredBy', { name: answer.answeredBy, date: formatDate(answer.answeredAt, locale) })}</span>
                <span>{t('qa.likes', { count: answer.likes })}</span>
              </p>
            </li>
          ))}
        </ol>
      </section>
      <p className={styles.back}>
        <Link href={qaListPath(1)}>← {t('qa.backToList')}</Link>
      </p>
    </ContentPage>
  )
}
