import { toLocale, type Locale } from '@/lib/i18n/locales'

/**
 * A text of the admin in its three languages. Payload shows the one of the editor's admin
 * language wherever it takes a label, a description or an option label; tests/unit/admin-i18n.test.ts
 * checks that every text of our collections, globals, blocks and fields is one.
 */
export type Text = Record<Locale, string>

/** `l(en, zh, ru)`: a text in English, Chinese and Russian. */
export const l = (en: string, zh: string, ru: string): Text => ({ en, zh, ru })

/** The text in the language of the admin that sent the request (validation messages, errors). */
export const inLanguage = (text: Text, req?: { i18n?: { language?: string } } | null): string => text[toLocale(req?.i18n?.language)]
