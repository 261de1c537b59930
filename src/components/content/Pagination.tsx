import { useTranslation } from 'next-i18next/pages'
import Link from '@/components/layout/Link'

import styles from './Pagination.module.scss'

type Props = { page: number; totalPages: number; hrefFor: (page: number) => string }

/** Numbered page links with previous/next; nothing when there is only one page. */
export function Pagination({ page, totalPages, hrefFor }: Props) {
  const { t } = useTranslation('content')
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.step}>
          {t('pagination.previous')}
        </Link>
      ) : null}
      <ol>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={styles.current} title={t('pagination.current', { page, total: totalPages })}>
                {number}
              </span>
            ) : (
              <Link href={hrefFor(number)} aria-label={t('pagination.page', { page: number })}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.step}>
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  )
}
