/** The report service's names in the caller's language (locales/<lang>/rankings.json). */
import en from '@locales/en/rankings.json'
import ru from '@locales/ru/rankings.json'
import zh from '@locales/zh/rankings.json'
import type { Locale } from '@/lib/i18n/locales'

export const RANKING_TEXTS: Record<Locale, typeof en> = { zh, en, ru }

/** A main category's name (spec section 3's list), or its id when unknown. */
export function categoryName(locale: Locale, typeId: number): string {
  return (RANKING_TEXTS[locale].categories as Record<string, string>)[String(typeId)] ?? String(typeId)
}
