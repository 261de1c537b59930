import { useTranslation } from 'next-i18next/pages'
import type { FormEvent, ReactNode } from 'react'

import { type Locale, localizedPath } from '@/lib/i18n/locales'
import { MAIN_CATEGORY_IDS } from '@/lib/rankings/catalog'

import styles from './Explosion.module.scss'

/**
 * "All" filters are left out of the address (`?typeId=1&dateType=2`, not `…&origin=`): empty
 * fields are disabled while the browser reads the form, then enabled again (a page restored from
 * the back-forward cache keeps working). Without a script they are sent empty, which means the same.
 */
function leaveOutEmpty(event: FormEvent<HTMLFormElement>) {
  const empty = [...event.currentTarget.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select[name], input[name]')].filter((field) => field.value === '')
  for (const field of empty) field.disabled = true
  window.setTimeout(() => {
    for (const field of empty) field.disabled = false
  })
}

/**
 * A plain GET form (works before and without any script): the category, and whatever else the
 * page filters by (`children`), sent to the page itself.
 */
export function CategoryFilter({ path, locale, typeId, children }: { path: string; locale: Locale; typeId: number; children?: ReactNode }) {
  const { t } = useTranslation('explosion')
  return (
    <form className={styles.filters} method="get" action={localizedPath(path, locale)} onSubmit={leaveOutEmpty}>
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
