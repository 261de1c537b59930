import { useTranslation } from 'next-i18next/pages'
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'

import styles from './SliderCaptcha.module.scss'

/** Keyboard steps of the slider (fractions of the track). */
const STEP = 0.01
const PAGE_STEP = 0.1

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
export function CaptchaSlider({ target, disabled, describedBy, onRelease }: SliderProps) {
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
