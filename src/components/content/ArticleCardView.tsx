import { useTranslation } from 'next-i18next/pages'
import Image from 'next/image'
import Link from '@/components/layout/Link'

import { formatDate } from '@/lib/content/format'
import { SECTION_ROUTES } from '@/lib/content/sections'
import { countMessage } from '@/lib/format/numbers'
import type { Locale } from '@/lib/i18n/locales'
import type { ArticleCard } from '@/server/content/articles'

import styles from './ArticleCardView.module.scss'

type Props = {
  article: ArticleCard
  locale: Locale
  showSection?: boolean
  priority?: boolean
  /** h2 when the cards sit right under the page's h1, h3 under a section heading. */
  headingLevel?: 2 | 3
}

/** An article in a list: cover, section, title, summary, date and views. */
export function ArticleCardView({ article, locale, showSection = false, priority = false, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useTranslation('content')
  return (
    <article className={styles.card}>
      {article.cover ? (
        <Link href={article.href} className={styles.cover} tabIndex={-1} aria-hidden="true">
          <Image
            src={article.cover.url}
            alt=""
            width={article.cover.width}
            height={article.cover.height}
            sizes="(max-width: 640px) 100vw, (max-width: 1200px) 50vw, 380px"
            priority={priority}
          />
        </Link>
      ) : null}
      <div className={styles.text}>
        {showSection ? <p className={styles.section}>{t(`sections.${SECTION_ROUTES[article.section].labelKey}`)}</p> : null}
        <Heading className={styles.title}>
          <Link href={article.href}>{article.title}</Link>
        </Heading>
        {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
        <p className={styles.meta}>
          {article.publishedAt ? <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time> : null}
          <span>{t('views', countMessage(article.views, locale))}</span>
        </p>
      </div>
    </article>
  )
}
