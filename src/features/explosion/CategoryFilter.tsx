import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'

import { type Locale, localizedPath } from '@/lib/i18n/locales'
import { MAIN_CATEGORY_IDS } from '@/lib/rankings/catalog'

import styles from './Explosion.module.scss'

/**
 * A plain GET form (works before and without any script): the category, and whatever else the
 * page filters by (`children`), sent to the page itself.
 */
export function CategoryFilter({ path, locale, typeId, children }: { path: string; locale: Locale; typeId: number; children?: ReactNode }) {
  const { t } = useTranslation('explosion')
  return (
    <form className={styles.filters} method="get" action={localizedPath(path, locale)}>
      <label className={styles.filter}>
        <span>{t('explosion.category')}</span>
        <select name="typeId" defaultValue={String(typeId)}>
          {MAIN_CATEGORY_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`rankings:categories.${id}`)}
            </option>
          ))}
        </select>
      </label>
      {children}
      <button type="submit" className={styles.submit}>
        {t('explosion.show')}
      </button>
    </form>
  )
}
