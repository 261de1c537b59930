import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'

import { LOCALES, type Locale, isLocale } from '@/lib/i18n/locales'
import { switchLocale } from '@/lib/i18n/switch-locale'

import styles from './LanguageSelector.module.scss'

/** Choosing a language stores it in the i18n_redirected cookie and reloads the page in it. */
export function LanguageSelector({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common')
  const id = useId()
  return (
    <div className={styles.selector}>
      <label htmlFor={id} className={styles.label}>
        {t('nav.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        data-testid="language-selector"
        onChange={(event) => {
          const next = event.target.value
          if (isLocale(next) && next !== locale) switchLocale(next)
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`nav.languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
