/**
 * A ranked name in the reader's language beside Ozon's own (Russian): products, subcategories,
 * search words, shops and brands may carry `nameZh` and `nameEn` (an operator's file adds them;
 * the demo rankings have them). Russian readers read Ozon's name; nobody translates on the fly.
 */
import type { Locale } from '@/lib/i18n/locales'

export const TRANSLATED_NAME_FIELDS = { zh: 'nameZh', en: 'nameEn' } as const satisfies Partial<Record<Locale, string>>
type TranslatedLocale = keyof typeof TRANSLATED_NAME_FIELDS

const isTranslatedLocale = (locale: Locale): locale is TranslatedLocale => locale in TRANSLATED_NAME_FIELDS

/** The row's name in `locale`, or null (a Russian reader, or no translation given). */
export function translatedName(row: Record<string, unknown>, locale: Locale): string | null {
  if (!isTranslatedLocale(locale)) return null
  const value = row[TRANSLATED_NAME_FIELDS[locale]]
  return typeof value === 'string' && value.trim() ? value : null
}
