import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import { POST_LIMITS } from '@/lib/community/limits'

import { PostForm } from './PostForm'
import styles from './Community.module.scss'

/** The answer form under a question. */
export function AnswerBox({ questionId }: { questionId: number }) {
  const { t } = useTranslation('content')
  return (
    <section className={styles.answerBox} aria-label={t('community.answerLabel')}>
      <PostForm
        label={t('community.answerLabel')}
        placeholder={t('community.answerPlaceholder')}
        submitLabel={t('community.answerSubmit')}
        maxLength={POST_LIMITS.answer.max}
        save={(api, content) => api.saveAnswer({ questionId, content })}
        testId="answer-form"
      />
      <p className={styles.note}>{t('community.reviewNote')}</p>
    </section>
  )
}

/** "Reply" under an answer: opens a small form for a reply to it. */
export function ReplyToggle({ answerId, answeredBy }: { answerId: number; answeredBy: string }) {
  const { t } = useTranslation('content')
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <button type="button" className={styles.textButton} onClick={() => setOpen(true)} data-testid={`reply-${answerId}`}>
        {t('community.reply')}
      </button>
    )
  }
  return (
    <PostForm
      label={t('community.replyLabel', { name: answeredBy })}
      placeholder={t('community.replyPlaceholder')}
      submitLabel={t('community.replySubmit')}
      maxLength={POST_LIMITS.reply.max}
      save={(api, content) => api.saveReply({ answerId, content })}
      onSaved={() => setOpen(false)}
      onCancel={() => setOpen(false)}
      autoFocus
      testId={`reply-form-${answerId}`}
    />
  )
}
