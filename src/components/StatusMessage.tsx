import Link from '@/components/layout/Link'

import styles from './StatusMessage.module.scss'

type Props = { code: string; title: string; subtitle: string; homeLabel: string; testId: string }

/** The body of the 404 and error pages: what happened and a way home. */
export function StatusMessage({ code, title, subtitle, homeLabel, testId }: Props) {
  return (
    <section className={styles.status} data-testid={testId}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
      <Link href="/" className={styles.home}>
        {homeLabel}
      </Link>
    </section>
  )
}
