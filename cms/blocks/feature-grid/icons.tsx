import styles from '@cms/blocks/blocks.module.scss'
import type { FEATURE_ICONS } from './config'

// 24×24 line icons (SVG: the machine-independent way, no icon font or emoji).
const PATHS: Record<(typeof FEATURE_ICONS)[number], string> = {
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  shield: 'M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5z',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.7',
  star: 'm12 2 3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21.1l1.4-7L2 9.3l7-.8z',
  box: 'M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8',
}

export function FeatureIcon({ name }: { name: string }) {
  const path = PATHS[name as keyof typeof PATHS] ?? PATHS.chart
  return (
    <svg className={styles.featureIcon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  )
}
