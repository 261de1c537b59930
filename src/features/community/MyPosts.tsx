import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'

import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'
import { POST_LIMITS } from '@/lib/community/limits'
import { formatDate } from '@/lib/content/format'
import { toLocale } from '@/lib/i18n/locales'
import { showToast, warnResponseMessage } from '@/lib/toast'

import * as api from './api'
import { QuestionDialog } from './AskButton'
import { PostForm } from './PostForm'
import styles from './Community.module.scss'

const PAGE_SIZE = 10

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: api.PostRecord[]; total: number }

/** The first `pages` pages of my posts, as one list. */
async function fetchPosts(pages: number): Promise<Loaded> {
  try {
    const results = await Promise.all(Array.from({ length: pages }, (_, index) => api.myPosts(index + 1, PAGE_SIZE)))
    return { state: 'ready', list: results.flatMap((result) => result.data.list), total: results[0]?.data.total ?? 0 }
  } catch {
    return { state: 'failed' }
  }
}

/**
 * "My posts" (spec: /queAndAns/pubRecord): the seller's questions, answers and replies with
 * their review state and an editor's reason for a rejection; pending ones can be edited or
 * withdrawn. Shown on /account.
 */
export default function MyPosts() {
  const { t, i18n } = useTranslation('content')
  const locale = toLocale(i18n.language)
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [pages, setPages] = useState(1)
  const [editing, setEditing] = useState<api.PostRecord | null>(null)

  const [version, setVersion] = useState(0)

  useEffect(() => {
    let current = true
    void fetchPosts(pages).then((result) => current && setLoaded(result))
    return () => {
      current = false
    }
  }, [pages, version])

  const refresh = () => setVersion((count) => count + 1)
  const withdraw = async (post: api.PostRecord) => {
    if (!window.confirm(t('community.withdrawConfirm'))) return
    try {
      showToast('success', (await api.withdraw(post.type, post.id)).message)
      refresh()
    } catch (error) {
      const message = api.unshownFailure(error, t('community.loadFailed'))
      if (message) warnResponseMessage(message)
    }
  }

  if (loaded.state === 'loading') return <p role="status">…</p>
  if (loaded.state === 'failed') {
    return (
      <p role="alert">
        {t('community.loadFailed')}{' '}
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={refresh}>
          {t('community.retry')}
        </button>
      </p>
    )
  }
  if (!loaded.list.length) return <p data-testid="no-posts">{t('community.noPosts')}</p>
  return (
    <>
      <ul className={styles.records} data-testid="my-posts">
        {loaded.list.map((post) => (
          <li key={`${post.type}-${post.id}`} data-testid={`post-${post.type}-${post.id}`}>
            <p className={styles.recordHead}>
              <span className={styles.kind}>{t(`community.type.${post.type}`)}</span>
              <span className={styles[`status_${post.status}`]} data-testid="post-status">
                {t(`community.status.${post.status}`)}
              </span>
              <time dateTime={post.createdAt}>{formatDate(post.createdAt, locale)}</time>
            </p>
            <p className={styles.recordTitle}>{post.type === 'question' ? post.title : t('community.inQuestion', { title: post.title })}</p>
            {post.content ? <p className={styles.recordText}>{post.content}</p> : null}
            {post.rejectionReason ? (
              <p className={styles.error} data-testid="rejection-reason">
                {t('community.rejectionReason', { reason: post.rejectionReason })}
              </p>
            ) : null}
            {editing?.type === post.type && editing.id === post.id && post.type !== 'question' ? (
              <PostForm
                label={t('community.edit')}
                placeholder={t('community.answerPlaceholder')}
                submitLabel={t('community.save')}
                maxLength={POST_LIMITS[post.type].max}
                initial={post.content}
                save={(client, content) =>
                  post.type === 'answer' ? client.saveAnswer({ id: post.id, questionId: post.questionId ?? 0, content }) : client.saveReply({ id: post.id, answerId: post.answerId ?? 0, content })
                }
                onSaved={() => {
                  setEditing(null)
                  refresh()
                }}
                onCancel={() => setEditing(null)}
                autoFocus
                testId="edit-form"
              />
            ) : (
              <p className={styles.formActions}>
                {post.href ? <Link href={post.href}>{t('community.view')}</Link> : null}
                {post.editable ? (
                  <>
                    <button type="button" className={styles.textButton} onClick={() => setEditing(post)}>
                      {t('community.edit')}
                    </button>
                    <button type="button" className={styles.textButton} onClick={() => void withdraw(post)}>
                      {t('community.withdraw')}
                    </button>
                  </>
                ) : null}
              </p>
            )}
          </li>
        ))}
      </ul>
      {loaded.list.length < loaded.total ? (
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setPages((count) => count + 1)}>
          {t('community.more')}
        </button>
      ) : null}
      {editing?.type === 'question' ? (
        <QuestionDialog
          draft={{ id: editing.id, title: editing.title, content: editing.content, categoryId: editing.categoryId, images: editing.images }}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      ) : null}
    </>
  )
}
