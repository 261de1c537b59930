/** Messages of the user service in the caller's language (locales/<lang>/service.json, auth.json). */
import authEn from '@locales/en/auth.json'
import serviceEn from '@locales/en/service.json'
import authRu from '@locales/ru/auth.json'
import serviceRu from '@locales/ru/service.json'
import authZh from '@locales/zh/auth.json'
import serviceZh from '@locales/zh/service.json'
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/lib/i18n/locales'

const SERVICE: Record<Locale, Record<string, string>> = { zh: serviceZh, en: serviceEn, ru: serviceRu }
const VALIDATION: Record<Locale, Record<string, string>> = {
  zh: authZh.validation,
  en: authEn.validation,
  ru: authRu.validation,
}

/** `validation.*` keys come from the forms' rules (auth namespace); the rest from service.json. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = key.startsWith('validation.') ? VALIDATION[locale][key.slice('validation.'.length)] : SERVICE[locale][key]
  const values = typeof params.seconds === 'number' ? { time: duration(locale, params.seconds), ...params } : params
  return fill(text ?? SERVICE[locale].badRequest ?? key, values)
}

/** A message's {{name}} placeholders filled in (unknown ones left empty). */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** A wait as people read it: seconds under a minute, whole minutes (rounded up) above. */
export function duration(locale: Locale, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return fill(SERVICE[locale].durationSeconds ?? '{{n}} s', { n: whole })
  return fill(SERVICE[locale].durationMinutes ?? '{{n}} min', { n: Math.ceil(whole / 60) })
}

/** The caller's language: the client's Accept-Language (it sends the page's locale), else zh. */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return (LOCALES as readonly string[]).includes(first ?? '') ? (first as Locale) : DEFAULT_LOCALE
}
