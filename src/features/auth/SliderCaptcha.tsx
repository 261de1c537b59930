import { useTranslation } from 'next-i18next/pages'
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react'

import { Modal } from '@/components/dialog/Modal'

import { apiFailure, type CaptchaAnswer, type CaptchaSession, getCaptchaSession, verifyLocalCaptcha } from './api'
import styles from './SliderCaptcha.module.scss'

export type CaptchaResult = CaptchaAnswer | null

export const TENCENT_CAPTCHA_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js'
/** Keyboard steps of the slider (fractions of the track). */
const STEP = 0.01
const PAGE_STEP = 0.1

type TencentResult = { ret: number; ticket?: string; randstr?: string; errorCode?: number }
type TencentCaptchaInstance = { show(): void; destroy?(): void }
declare global {
  interface Window {
    TencentCaptcha?: new (appId: string, callback: (result: TencentResult) => void, options?: Record<string, unknown>) => TencentCaptchaInstance
  }
}

let tencentScript: Promise<void> | null = null

function loadTencentScript(): Promise<void> {
  if (window.TencentCaptcha) return Promise.resolve()
  tencentScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = TENCENT_CAPTCHA_SCRIPT
    script.async = true
    script.onload = () => (window.TencentCaptcha ? resolve() : reject(new Error('TencentCaptcha missing')))
    script.onerror = () => reject(new Error('TencentCaptcha script failed'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    tencentScript = null // Let the next attempt try again.
    throw error
  })
  return tencentScript
}

const TENCENT_LANGUAGE: Record<string, string> = { zh: 'zh-cn', en: 'en', ru: 'ru' }

/** Tencent's own popup: ret 0 = solved; anything else (2 = closed by the user) = no answer. */
async function runTencentCaptcha(appId: string, language: string): Promise<CaptchaResult> {
  await loadTencentScript()
  const TencentCaptcha = window.TencentCaptcha
  if (!TencentCaptcha) return null
  return new Promise<CaptchaResult>((resolve) => {
    const captcha = new TencentCaptcha(
      appId,
      (result) => resolve(result.ret === 0 && result.ticket && result.randstr ? { ticket: result.ticket, randstr: result.randstr } : null),
      { userLanguage: TENCENT_LANGUAGE[language] ?? 'zh-cn' },
    )
    captcha.show()
  })
}

const clamp = (value: number) => Math.min(1, Math.max(0, value))

type SliderProps = {
  /** 0..1: where the notch is. */
  target: number
  disabled: boolean
  describedBy: string
  onRelease(position: number): void
}

/**
 * The local provider's slider. Positions are fractions of the track's width: the thumb's centre
 * sits at `position × track width` from the track's left edge, and the notch at `target`.
 */
function CaptchaSlider({ target, disabled, describedBy, onRelease }: SliderProps) {
  const { t } = useTranslation('auth')
  const [position, setPosition] = useState(0)
  const [dragging, setDragging] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  const thumbRef = useRef<HTMLDivElement>(null)
  const drag = useRef<{ startX: number; startPosition: number; width: number } | null>(null)

  const percent = Math.round(position * 100)

  // The slider is the dialog's one control: keyboard users land on it (also after a retry).
  useEffect(() => {
    thumbRef.current?.focus()
  }, [])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0 || !trackRef.current) return
    const box = trackRef.current.getBoundingClientRect()
    if (box.width <= 0) return
    const onThumb = (event.target as HTMLElement).closest('[role="slider"]') !== null
    // Grabbing the thumb moves it by the pointer's travel; pressing the track jumps there.
    const startPosition = onThumb ? position : clamp((event.clientX - box.left) / box.width)
    drag.current = { startX: event.clientX, startPosition, width: box.width }
    setPosition(startPosition)
    setDragging(true)
    event.currentTarget.setPointerCapture(event.pointerId)
    event.preventDefault()
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current) return
    setPosition(clamp(current.startPosition + (event.clientX - current.startX) / current.width))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current) return
    drag.current = null
    setDragging(false)
    const released = clamp(current.startPosition + (event.clientX - current.startX) / current.width)
    setPosition(released)
    onRelease(released)
  }
  const onPointerCancel = () => {
    drag.current = null
    setDragging(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return
    const moves: Record<string, number> = {
      ArrowRight: position + STEP,
      ArrowUp: position + STEP,
      ArrowLeft: position - STEP,
      ArrowDown: position - STEP,
      PageUp: position + PAGE_STEP,
      PageDown: position - PAGE_STEP,
      Home: 0,
      End: 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      // Whole percent steps, so aria-valuenow is exactly what is sent.
      setPosition(clamp(Math.round(moves[event.key] * 100) / 100))
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onRelease(position)
    }
  }

  return (
    <div className={styles.slider}>
      <div className={styles.puzzle} aria-hidden="true">
        <span className={styles.hole} style={{ '--at': target } as CSSProperties} />
        <span className={styles.piece} style={{ '--at': position } as CSSProperties} />
      </div>
      <div
        ref={trackRef}
        className={styles.track}
        data-testid="captcha-track"
        data-dragging={dragging || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <span className={styles.fill} style={{ width: `${position * 100}%` }} />
        <span className={styles.notch} style={{ left: `${target * 100}%` }} aria-hidden="true" />
        <div
          ref={thumbRef}
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={t('captcha.slider')}
          aria-describedby={describedBy}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          aria-disabled={disabled || undefined}
          data-target={target}
          data-testid="captcha-slider"
          className={styles.thumb}
          style={{ left: `${position * 100}%` }}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">→</span>
        </div>
      </div>
    </div>
  )
}

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
            className={styles.linkButton}
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
