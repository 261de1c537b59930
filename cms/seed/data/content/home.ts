import en from '@locales/en/common.json'
import ru from '@locales/ru/common.json'
import zh from '@locales/zh/common.json'
import type { Locale } from '@/lib/i18n/locales'

export type HomeCopy = { eyebrow: string; title: string; subtitle: string; claims: { value: string; label: string }[] }

type HomeStrings = (typeof zh)['home']

function copyOf(home: HomeStrings): HomeCopy {
  return {
    eyebrow: home.eyebrow,
    title: home.title,
    subtitle: home.subtitle,
    claims: [
      { value: home.claimEfficiencyValue, label: home.claimEfficiency },
      { value: home.claimIndicatorsValue, label: home.claimIndicators },
      { value: home.claimCategoriesValue, label: home.claimCategories },
    ],
  }
}

/**
 * The home page's editable copy (hero and the claims of spec section 1) as first seeded; the
 * same strings are the fallback when the CMS cannot be reached.
 */
export const homeCopy: Record<Locale, HomeCopy> = { zh: copyOf(zh.home), en: copyOf(en.home), ru: copyOf(ru.home) }
