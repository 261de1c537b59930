/**
 * The header search (spec section 3's history types 1 goods, 2 shops, 4 hot words): where a
 * search asks the report service (keyword/officialNetSearch) and where a result leads in the
 * workbench. Pure, so the rules are unit-tested.
 */
import type { HistoryType } from '@/stores/history'

export const SEARCH_TYPES = [1, 2, 4] as const satisfies readonly HistoryType[]
export type SearchType = (typeof SEARCH_TYPES)[number]
export const SEARCH_MAX_LENGTH = 100
export const SEARCH_RESULTS = 20

export const SEARCH_TYPE_KEYS: Record<SearchType, 'goods' | 'shops' | 'words'> = { 1: 'goods', 2: 'shops', 4: 'words' }

/** The word as it is searched and kept: spaces collapsed; empty or too long is null. */
export function searchWord(input: string): string | null {
  const word = input.trim().replace(/\s+/g, ' ')
  return word && word.length <= SEARCH_MAX_LENGTH ? word : null
}

export function searchQuery(type: SearchType, word: string): Record<string, string> {
  return { keyWord: word, searchType: String(type), pageSize: String(SEARCH_RESULTS) }
}

/** The workbench page a result opens (a guest gets the guest guide instead; SmartLink). */
export function workbenchSearchHref(type: SearchType, word: string): string {
  const page = type === 1 ? '/workbench/selection/hot' : type === 2 ? '/workbench/shop/search' : '/workbench/keyword/hot'
  return `${page}?${new URLSearchParams({ keyword: word })}`
}
