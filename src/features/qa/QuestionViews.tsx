import { useTranslation } from 'next-i18next/pages'

import { PlainText } from '@/components/content/PlainText'
import Link from '@/components/layout/Link'
import { AnswerBox, ReplyToggle } from '@/features/community/AnswerBox'
import { AskButton } from '@/features/community/AskButton'
import { LikeButton } from '@/features/community/LikeButton'
import { formatDate } from '@/lib/content/format'
import { countMessage } from '@/lib/format/numbers'
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
            {question.category ? <span className={styles.category}>{question.category}</span> : null}
          </h2>
          {question.excerpt ? <p className={styles.excerpt}>{question.excerpt}</p> : null}
          <p className={styles.meta}>
            <span>{t('qa.askedBy', { name: question.askedBy, date: formatDate(question.askedAt, locale) })}</span>
            <span>{question.answerCount ? t('qa.answers', countMessage(question.answerCount, locale)) : t('qa.noAnswers')}</span>
            <span>{t('views', countMessage(question.views, locale))}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}

/** Above a question list: "Ask a question" and, for sellers, the way to their posts. */
export function QuestionToolbar() {
  const { t } = useTranslation('content')
  return (
    <div className={styles.toolbar}>
      <span>{t('community.askFirst')}</span>
      <span className={styles.actions}>
        <Link href="/account#my-posts">{t('community.myPosts')}</Link>
        <AskButton />
      </span>
    </div>
  )
}

/** A question and its approved answers (the accepted one first) with their replies, likes and the answer form; shared by /answerDetail and /m/answerDetail. */
export function QuestionArticle({ question, locale, listHref }: { question: QuestionDetail; locale: Locale; listHref: string }) {
  const { t } = useTranslation('content')
  return (
    <>
      <article className={styles.question}>
        <h1 data-testid="question-title">{question.title}</h1>
        <p className={styles.meta}>
          {question.category ? <span className={styles.category}>{question.category}</span> : null}
          <span>{t('qa.askedBy', { name: question.askedBy, date: formatDate(question.askedAt, locale) })}</span>
          <span>{t('views', countMessage(question.views, locale))}</span>
        </p>
        {question.body ? <PlainText text={question.body} className={styles.body} testId="question-body" /> : null}
        {question.images.length ? (
          <ul className={styles.images}>
            {question.images.map((image) => (
              <li key={image.id}>
                <a href={image.url} target="_blank" rel="noopener">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a seller's upload, re-encoded when it arrived */}
                  <img src={image.url} alt="" width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {question.tags.length ? (
          <ul className={styles.tags} aria-label={t('tags')}>
            {question.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.actions}>
          <LikeButton targetType="question" targetId={question.id} count={question.likes} locale={locale} />
        </p>
      </article>
      <section aria-labelledby="answers-title" className={styles.answers}>
        <h2 id="answers-title">{question.answers.length ? t('qa.answers', countMessage(question.answers.length, locale)) : t('qa.noAnswers')}</h2>
        <ol>
          {question.answers.map((answer) => (
            <li key={answer.id} id={`answer-${answer.id}`} className={answer.accepted ? styles.accepted : styles.answer} data-testid="answer">
              {answer.accepted ? <p className={styles.badge}>{t('qa.accepted')}</p> : null}
              <PlainText text={answer.body} className={styles.body} />
              <p className={styles.meta}>
                <span>{t('qa.answeredBy', { name: answer.answeredBy, date: formatDate(answer.answeredAt, locale) })}</span>
              </p>
              <p className={styles.actions}>
                <LikeButton targetType="answer" targetId={answer.id} count={answer.likes} locale={locale} />
                <ReplyToggle answerId={answer.id} answeredBy={answer.answeredBy} />
              </p>
              {answer.replies.length ? (
                <ul className={styles.replies}>
                  {answer.replies.map((reply) => (
                    <li key={reply.id} data-testid="reply">
                      <PlainText text={reply.body} className={styles.replyBody} />
                      <p className={styles.meta}>{t('community.repliedBy', { name: reply.repliedBy, date: formatDate(reply.repliedAt, locale) })}</p>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <AnswerBox questionId={question.id} />
      <p className={styles.back}>
        <Link href={listHref}>← {t('qa.backToList')}</Link>
      </p>
    </>
  )
}
