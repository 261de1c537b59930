import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState } from 'react'

import styles from './OfflineBanner.module.scss'

/**
 * Tells the visitor when the browser has lost its network connection. Always in the page (hidden
 * while online): before the runtime of a content page runs, public/runtime-boot.js shows it, and
 * a page that lost its network could not load the runtime to render it.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common')
  const [offline, setOffline] = useState(false)
  const banner = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine)
      // The boot script may have shown it before React hydrated (React does not patch attributes
      // while hydrating): then the state and the page can disagree, and an unchanged state would
      // leave the banner up. The page follows the network, whatever React last rendered.
      if (banner.current) banner.current.hidden = navigator.onLine
    }
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return (
    <div ref={banner} role="alert" className={styles.banner} data-testid="offline-banner" data-offline-banner="" hidden={!offline}>
      {t('offline')}
    </div>
  )
}
