import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'

import styles from './MobileLayout.module.scss'

export type MobileTab = 'home' | 'product' | 'knowledge' | 'cooperation'

/** Spec section 2: the four tabs of the mobile site, in this order. */
export const MOBILE_TABS: readonly { tab: MobileTab; href: string; icon: string }[] = [
  { tab: 'home', href: '/m', icon: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z' },
  { tab: 'product', href: '/m/product', icon: 'M4 19V9m5 10V5m5 14v-7m5 7V8M3 21h18' },
  { tab: 'knowledge', href: '/m/QACommunity', icon: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h11M9 8h6' },
  { tab: 'cooperation', href: '/m/about', icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6m8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6M2 20a6 6 0 0 1 12 0m-1.5-4.5A6 6 0 0 1 22 20' },
]

/** The bottom tab bar; the current page's tab is marked (aria-current). */
export function TabBar({ active }: { active?: MobileTab }) {
  const { t } = useTranslation('mobile')
  return (
    <nav className={styles.tabBar} aria-label={t('tabs.label')} data-testid="mobile-tab-bar">
      {MOBILE_TABS.map(({ tab, href, icon }) => (
        <Link key={tab} href={href} className={styles.tab} aria-current={tab === active ? 'page' : undefined} data-tab={tab}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.tabIcon}>
            <path d={icon} />
          </svg>
          <span>{t(`tabs.${tab}`)}</span>
        </Link>
      ))}
    </nav>
  )
}
