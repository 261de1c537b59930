/**
 * The local translator (quickstart, tests, installations without Tencent TMT): there is no
 * translation engine on this machine, so it says which language the text is in and gives it back
 * unchanged, marked `translated: false` unless it already was in the target language.
 */
import { guessLanguage, type Translator } from './types'

export const localTranslator: Translator = {
  name: 'local',
  async translate({ text, source, target }) {
    const language = source === 'auto' ? guessLanguage(text) : source
    return { text, source: language, translated: language === target }
  },
}
