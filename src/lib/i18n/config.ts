import { DEFAULT_LOCALE, LOCALES } from './locales'

/** next-i18next settings shared by the server (translations loading) and the client (_app). */
export const i18nConfig = {
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES] },
  defaultNS: 'common',
  fallbackLng: DEFAULT_LOCALE,
  // Translations are loaded per page by serverSideTranslations, never fetched by the browser.
  react: { useSuspense: false },
}
