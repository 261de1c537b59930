import { useTranslation } from 'next-i18next/pages'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { Modal } from '@/components/dialog/Modal'
import { buttonClass } from '@/components/ui/Button'

import { apiFailure, type CaptchaAnswer, type CaptchaSession, getCaptchaSession, verifyLocalCaptcha, warmBotSignal } from './api'
import { CaptchaSlider } from './CaptchaSlider'
import styles from './SliderCaptcha.module.scss'
import { runTencentCaptcha } from './tencent-captcha'

export type CaptchaResult = CaptchaAnswer | null

/** The captcha dialog: the local provider's slider, or (Tencent) nothing while Tencent's popup shows. */
type Status = 'loading' | 'ready' | 'checking' | 'tencent' | 'error'

function CaptchaDialog({ onDone }: { onDone(answer: CaptchaResult): void }) {
  const { t, i18n } = useTranslation('auth')
  const titleId = useId()
  const hintId = useId()
  const [session, setSession] = useState<Extract<CaptchaSession, { provider: 'local' }> | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null)
  const [round, setRound] = useState(0)
  const language = i18n.language

  useEffect(() => {
    let cancelled = false
    getCaptchaSession()
      .then(async (next) => {
        if (cancelled) return
        if (next.provider === 'tencent') {
          setStatus('tencent')
          const answer = await runTencentCaptcha(next.appId, language)
          if (!cancelled) onDone(answer)
          return
        }
        setSession(next)
        setStatus('ready')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        setStatus('error')
        setNotice({ text: apiFailure(error).message ?? t('captcha.loadFailed'), failed: true })
      })
    return () => {
      cancelled = true
    }
  }, [round, language, onDone, t])

  const verify = async (position: number) => {
    if (!session || status !== 'ready') return
    setStatus('checking')
    setNotice({ text: t('captcha.checking'), failed: false })
    try {
      const answer = await verifyLocalCaptcha(session.challenge, position)
      onDone(answer)
    } catch (error) {
      const failure = apiFailure(error)
      // A miss (10005) or anything else: say so and start over with a new challenge.
      setNotice({ text: failure.status === 429 && failure.message ? failure.message : t('captcha.retry'), failed: true })
      setStatus('loading')
      setRound((value) => value + 1)
    }
  }

  // Tencent shows its own popup; ours would only sit underneath it.
  if (status === 'tencent') return null

  return (
    <Modal labelledBy={titleId} describedBy={hintId} onClose={() => onDone(null)} closeLabel={t('sheet.close')} size="small" layer="top" testId="captcha-dialog">
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {t('captcha.title')}
        </h2>
        <p id={hintId} className={styles.hint}>
          {t('captcha.instruction')}
        </p>
        {session ? (
          <CaptchaSlider key={session.challenge} target={session.target} disabled={status !== 'ready'} describedBy={hintId} onRelease={verify} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <p className={`${styles.notice} ${notice?.failed ? styles.failed : ''}`} role={notice?.failed ? 'alert' : 'status'} data-testid="captcha-notice">
          {notice?.text ?? (status === 'loading' ? t('captcha.loading') : '')}
        </p>
        <div className={styles.footer}>
          <button
            type="button"
            className={buttonClass({ variant: 'link', className: styles.linkButton })}
            disabled={status === 'checking' || status === 'loading'}
            onClick={() => {
              setNotice(null)
              setStatus('loading')
              setRound((value) => value + 1)
            }}
          >
            {t('captcha.refresh')}
          </button>
        </div>
      </div>
    </Modal>
  )
}

/**
 * The slide captcha as a promise: `const answer = await captcha()` shows it (above any open
 * sheet) and resolves `{ ticket, randstr }`, or null when the visitor closed it. Render `element`.
 */
export function useCaptcha() {
  const [open, setOpen] = useState(0)
  const resolver = useRef<((answer: CaptchaResult) => void) | null>(null)

  const finish = useCallback((answer: CaptchaResult) => {
    const resolve = resolver.current
    resolver.current = null
    setOpen(0)
    resolve?.(answer)
  }, [])

  const captcha = useCallback(
    () =>
      new Promise<CaptchaResult>((resolve) => {
        // The request after the captcha carries the anti-bot signal: its key and code load meanwhile.
        warmBotSignal()
        resolver.current?.(null)
        resolver.current = resolve
        setOpen((value) => value + 1)
      }),
    [],
  )

  useEffect(
    () => () => {
      resolver.current?.(null)
      resolver.current = null
    },
    [],
  )

  const element = open ? <CaptchaDialog key={open} onDone={finish} /> : null
  return { captcha, element }
}
