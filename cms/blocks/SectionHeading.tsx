import styles from './blocks.module.scss'

/** A block's h2 and its one-line introduction, when the marketer wrote them. */
export function SectionHeading({ heading, intro }: { heading?: string | null; intro?: string | null }) {
  if (!heading && !intro) return null
  return (
    <header className={styles.sectionHeading}>
      {heading ? <h2>{heading}</h2> : null}
      {intro ? <p>{intro}</p> : null}
    </header>
  )
}
