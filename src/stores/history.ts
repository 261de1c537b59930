/** Recent search words (spec sections 3 and 4): newest first, no duplicates. */
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

import { sharedStorage } from './persist'

/** Spec section 3: history list types. */
export const HISTORY_TYPES = { good: 1, mall: 2, hot_words: 4 } as const
export type HistoryType = (typeof HISTORY_TYPES)[keyof typeof HISTORY_TYPES]
export const HISTORY_LIMIT = 20

type HistoryLists = { good: string[]; mall: string[]; hot_words: string[] }
type ListName = keyof HistoryLists

export type HistoryState = HistoryLists & {
  add(type: HistoryType, word: string): void
  remove(type: HistoryType, index: number): void
  clear(type: HistoryType): void
}

const LIST_OF: Record<HistoryType, ListName> = { 1: 'good', 2: 'mall', 4: 'hot_words' }

export const useHistoryStore = create<HistoryState>()(
  persist(
    (set) => ({
      good: [],
      mall: [],
      hot_words: [],
      add(type, word) {
        const entry = word.trim()
        if (!entry) return
        const list = LIST_OF[type]
        set((state) => ({ [list]: [entry, ...state[list].filter((item) => item !== entry)].slice(0, HISTORY_LIMIT) }))
      },
      remove(type, index) {
        const list = LIST_OF[type]
        set((state) => ({ [list]: state[list].filter((_, i) => i !== index) }))
      },
      clear: (type) => set({ [LIST_OF[type]]: [] }),
    }),
    {
      name: 'history',
      storage: sharedStorage<HistoryLists>(),
      partialize: ({ good, mall, hot_words }) => ({ good, mall, hot_words }),
      skipHydration: true,
    },
  ),
)
