import { useRouter } from 'next/router'
import { useEffect, useRef, useState } from 'react'

import styles from './LoadingBar.module.scss'

/** Shown only for navigations slower than this (spec: loading bar throttle 200 ms). */
const SHOW_AFTER_MS = 200

/** A thin bar at the top of the window while a client-side route change loads. */
export function LoadingBar() {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle')
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    const start = () => {
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setState('loading'), SHOW_AFTER_MS)
    }
    const finish = () => {
      window.clearTimeout(timer.current)
      setState((current) => (current === 'loading' ? 'done' : 'idle'))
      timer.current = window.setTimeout(() => setState('idle'), 300)
    }
    router.events.on('routeChangeStart', start)
    router.events.on('routeChangeComplete', finish)
    router.events.on('routeChangeError', finish)
    return () => {
      window.clearTimeout(timer.current)
      router.events.off('routeChangeStart', start)
      router.events.off('routeChangeComplete', finish)
      router.events.off('routeChangeError', finish)
    }
  }, [router.events])

  if (state === 'idle') return null
  return <div className={`${styles.bar} ${state === 'done' ? styles.done : styles.loading}`} aria-hidden="true" />
}
