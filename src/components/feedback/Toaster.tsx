import { useTranslation } from 'next-i18next/pages'

import { dismissToast, type ToastKind, useToastStore } from '@/lib/toast'

import styles from './Toaster.module.scss'

// Failures interrupt the screen reader; everything else waits its turn.
const ASSERTIVE: ReadonlySet<ToastKind> = new Set(['error', 'danger'])

/** Shows the current toast (at most one). Mount once, in _app; needs the `auth` namespace. */
export function Toaster() {
  const { t } = useTranslation('auth')
  const toast = useToastStore((state) => state.toast)
  if (!toast) return null
  const assertive = ASSERTIVE.has(toast.kind)
  // Keyed by id: a replacing toast is a new element, so it animates and is announced again.
  return (
    <div
      key={toast.id}
      className={`${styles.toast} ${styles[toast.kind]}`}
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
      data-testid="toast"
      data-notification-key={toast.key}
    >
      <div className={styles.body}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <p className={styles.message}>{toast.message}</p>
      </div>
      {toast.persistent && (
        <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label={t('toast.close')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}
