/** Text translation for the report service's translate/translate (the free translation plugin). */
export const TRANSLATE_LANGUAGES = ['zh', 'en', 'ru'] as const
export type TranslateLanguage = (typeof TRANSLATE_LANGUAGES)[number]

export type TranslateInput = { text: string; source: TranslateLanguage | 'auto'; target: TranslateLanguage }
export type Translation = { text: string; source: TranslateLanguage | string; translated: boolean }

export interface Translator {
  readonly name: 'tencent-tmt' | 'local'
  /** Throws TranslateError when the service refuses or cannot be reached. */
  translate(input: TranslateInput): Promise<Translation>
}

export class TranslateError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message)
    this.name = 'TranslateError'
  }
}

/** The language a text is written in, by its letters: Chinese characters, Cyrillic, else English. */
export function guessLanguage(text: string): TranslateLanguage {
  if (/\p{Script=Han}/u.test(text)) return 'zh'
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru'
  return 'en'
}
