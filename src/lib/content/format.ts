import { HTML_LANG, type Locale } from '@/lib/i18n/locales'

/** A date as the reader's language writes it (UTC, so server and browser agree): 2026年3月5日 / Mar 5, 2026 / 5 мар. 2026 г. */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(HTML_LANG[locale], { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date)
}
