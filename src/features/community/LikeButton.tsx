import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'

import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { formatCount } from '@/lib/format/numbers'
import type { Locale } from '@/lib/i18n/locales'
import { warnResponseMessage } from '@/lib/toast'

import type { LikeTarget } from './api'
import { communityApi, sellerOrLoginSheet } from './guard'
import { likeKey, requestLikeState, useLikes } from './likes'
import styles from './Community.module.scss'

/** A like button with its count in the page's language (spec: /article/likeOrCancel). Guests get the login sheet. */
export function LikeButton({ targetType, targetId, count, locale }: { targetType: LikeTarget; targetId: number; count: number; locale: Locale }) {
  const { t } = useTranslation('content')
  const loggedIn = useIsLoggedIn()
  const key = likeKey(targetType, targetId)
  const entry = useLikes((state) => state.entries[key])
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (loggedIn) requestLikeState(targetType, targetId)
  }, [loggedIn, targetType, targetId])

  const likes = entry?.likes ?? count
  const liked = Boolean(entry?.liked && loggedIn)
  const press = async () => {
    if (!sellerOrLoginSheet(t('community.guest')) || busy) return
    setBusy(true)
    const api = await communityApi()
    try {
      const { data } = await api.like(targetType, targetId, !liked)
      useLikes.getState().set(key, { likes: data.likes, liked: data.liked })
    } catch (error) {
      const message = api.unshownFailure(error, t('community.loadFailed'))
      if (message) warnResponseMessage(message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={liked ? styles.liked : styles.like}
      aria-pressed={liked}
      title={liked ? t('community.unlike') : t('community.like')}
      onClick={press}
      disabled={busy}
      data-testid={`like-${targetType}-${targetId}`}
    >
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M7 10v11H3V10h4zm0 0l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
      </svg>
      <span className={styles.hidden}>{t('community.like')}</span> {formatCount(likes, locale)}
    </button>
  )
}
