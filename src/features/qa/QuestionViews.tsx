import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { formatDate } from '@/lib/content/format'
import type { Locale } from '@/lib/i18n/locales'
import type { QuestionDetail, QuestionPage as QuestionListPageData } from '@/server/content/qa'

import gridStyles from '@/components/content/CardGrid.module.scss'
import styles from './Qa.module.scss'

type ListItem = QuestionListPageData['items'][number]

/** The questions of a list page, or "no data"; shared by /QACommunity and /m/QACommunity (`hrefFor` picks the site). */
export function QuestionList({ list, locale, hrefFor = (question) => question.href }: { list: QuestionListPageData; locale: Locale; hrefFor?: (question: ListItem) => string }) {
  const { t } = useTranslation('content')
  if (!list.items.length) {
    return (
      <p className={gridStyles.empty} data-testid="no-data">
        {t('noData')}
      </p>
    )
  }
  return (
    <ul className={styles.list}>
      {list.items.map((question) => (
        <li key={question.id} className={styles.item}>
          <h2 className={styles.itemTitle}>
            <Link href={hrefFor(question)}>{question.title}</Link>
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
  )
}

/** A question and its approved answers, the accepted one first; shared by /answerDetail and /m/answerDetail. */
export function QuestionArticle({ question, locale, listHref }: { question: QuestionDetail; locale: Locale; listHref: string }) {
  const { t } = useTranslation('content')
  return (
    <>
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
        <Link href={listHref}>← {t('qa.backToList')}</Link>
      </p>
    </>
  )
}
