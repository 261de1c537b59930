import { useTranslation } from 'next-i18next/pages'

import type { Locale } from '@/lib/i18n/locales'
import type { ArticleCard } from '@/server/content/articles'

import { ArticleCardView } from './ArticleCardView'
import styles from './CardGrid.module.scss'

type Props = { articles: ArticleCard[]; locale: Locale; showSection?: boolean; headingLevel?: 2 | 3 }

/** Cards in a responsive grid, or "no data" in the page's language. */
export function ArticleGrid({ articles, locale, showSection, headingLevel }: Props) {
  const { t } = useTranslation('content')
  if (!articles.length) {
    return (
      <p className={styles.empty} data-testid="no-data">
        {t('noData')}
      </p>
    )
  }
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCardView article={article} locale={locale} showSection={showSection} priority={index < 2} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
