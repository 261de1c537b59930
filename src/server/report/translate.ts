/**
 * translate/translate (spec section 7; the free translation plugin): a text of up to 2000
 * characters into zh, en or ru, through the Translator of this installation (Tencent TMT when
 * TENCENT_TMT_REGION is set, the local one otherwise: src/server/providers/translate/). Its row
 * spends a budget per address (src/server/report/endpoints.ts), since every call costs the operator.
 */
import { z } from 'zod'

import { isStorableText } from '@/lib/text/storable'
import { translatorFromEnv } from '@/server/providers/translate'
import { TRANSLATE_LANGUAGES, TranslateError } from '@/server/providers/translate/types'
import { fail } from '@/server/platform/errors'
import type { RequestContext } from '@/server/http/context'

export const MAX_TRANSLATE_CHARS = 2000

const text = z
  .string({ error: 'invalidTranslateText' })
  .trim()
  .min(1, 'invalidTranslateText')
  .max(MAX_TRANSLATE_CHARS, 'invalidTranslateText')
  .refine(isStorableText, 'invalidText')

/** `sourceText` (or `text`), `source` (default auto), `target`. */
export const translateSchema = z
  .object({
    sourceText: text.optional(),
    text: text.optional(),
    source: z.enum(['auto', ...TRANSLATE_LANGUAGES], { error: 'invalidLanguage' }).default('auto'),
    target: z.enum(TRANSLATE_LANGUAGES, { error: 'invalidLanguage' }),
  })
  .refine((body) => body.sourceText !== undefined || body.text !== undefined, { error: 'invalidTranslateText' })

export async function translateText(ctx: RequestContext, body: z.output<typeof translateSchema>) {
  const sourceText = (body.sourceText ?? body.text)!
  const translator = translatorFromEnv()
  try {
    const translation = await translator.translate({ text: sourceText, source: body.source, target: body.target })
    return { targetText: translation.text, source: translation.source, target: body.target, translated: translation.translated, provider: translator.name }
  } catch (error) {
    if (!(error instanceof TranslateError)) throw error
    ctx.payload.logger.warn({ msg: 'translation failed', err: error.message, code: error.providerCode })
    throw fail('translateUnavailable')
  }
}
