import type { ReactNode } from 'react'

import styles from './BlankLayout.module.scss'

/** No chrome: for pages that must render even when nothing else works (the error page). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.blank}>
      {children}
    </main>
  )
}
