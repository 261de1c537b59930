/** Page-level UI state (spec section 3 "App state"); not persisted. */
import { create } from 'zustand'

/** Items of the front image-window list; the back end owns their shape. */
export type ImgShow = Record<string, unknown>
export type AppTips = { status: boolean; timestamp: number }
export type PromotionHeadInfo = { logo: string; logoTitle: string; loginLabel: string; link: string }

export type AppState = {
  imgShows: ImgShow[]
  appTips: AppTips
  registeredPopup: boolean
  promotionHeadInfo: PromotionHeadInfo
  setImgShows(imgShows: ImgShow[]): void
  setAppTips(appTips: AppTips): void
  setRegisteredPopup(registeredPopup: boolean): void
  setPromotionHeadInfo(info: Partial<PromotionHeadInfo>): void
}

export const useAppStore = create<AppState>()((set) => ({
  imgShows: [],
  appTips: { status: false, timestamp: 0 },
  registeredPopup: false,
  promotionHeadInfo: { logo: '', logoTitle: '', loginLabel: '', link: '' },
  setImgShows: (imgShows) => set({ imgShows }),
  setAppTips: (appTips) => set({ appTips }),
  setRegisteredPopup: (registeredPopup) => set({ registeredPopup }),
  setPromotionHeadInfo: (info) => set((state) => ({ promotionHeadInfo: { ...state.promotionHeadInfo, ...info } })),
}))
