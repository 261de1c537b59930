import { createContext, useContext } from 'react'

import type { Locale } from '@/lib/i18n/locales'

/** What every block of a landing page shares: its language, its success page and its layout. */
export type PromotionContext = {
  locale: Locale
  /** /promote/<slug>/success: where a registration on this page goes on to. */
  successPath: string
  /** The phone version (narrow, one column) or the desktop one. */
  device: 'desktop' | 'mobile'
  /** The customer-service QR code (site settings), for a QR block left without its own. */
  serviceQr: { url: string; alt: string } | null
  /** Where /workbench links lead (site settings). */
  workbenchBaseUrl: string
}

export const PromotionContextValue = createContext<PromotionContext>({ locale: 'zh', successPath: '/promote/mobile/success', device: 'desktop', serviceQr: null, workbenchBaseUrl: '' })

export const usePromotion = () => useContext(PromotionContextValue)
