import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'

import styles from './OfflineBanner.module.scss'

/** Tells the visitor when the browser has lost its network connection. */
export function OfflineBanner() {
  const { t } = useTranslation('common')
  const [offline, setOffline] = useState(false)
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  if (!offline) return null
  return (
    <div role="alert" className={styles.banner} data-testid="offline-banner">
      {t('offline')}
    </div>
  )
}
