import type { Metadata } from 'next'

import en from '@locales/en/common.json'
import ru from '@locales/ru/common.json'
import zh from '@locales/zh/common.json'
import { HTML_LANG, LOCALES, localizedPath } from '@/lib/i18n/locales'
import styles from './global-not-found.module.scss'

const STRINGS = { zh: zh.notFound, en: en.notFound, ru: ru.notFound }

export const metadata: Metadata = {
  title: `404 · ${zh.notFound.title} · ${en.notFound.title}`,
  robots: { index: false },
}

/**
 * The App Router's not-found page. The site's own 404 (pages/404, localized, with the site chrome)
 * answers every site path first (patches/next+16.4.5.patch); this one is only a fallback for
 * paths under the app directory, where the visitor's language is not known, so it says it in all
 * three languages, each with its own link home.
 */
export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body className={styles.body}>
        <main className={styles.main}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          {LOCALES.map((locale) => (
            <section key={locale} lang={HTML_LANG[locale]} className={styles.block}>
              <h1 className={styles.title}>{STRINGS[locale].title}</h1>
              <p className={styles.subtitle}>{STRINGS[locale].subtitle}</p>
              <a className={styles.link} href={localizedPath('/', locale)}>
                {STRINGS[locale].home}
              </a>
            </section>
          ))}
        </main>
      </body>
    </html>
  )
}
