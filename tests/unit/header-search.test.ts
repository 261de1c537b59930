/** Issue 19: the header search's rules (spec section 3's history types). */
import { describe, expect, it } from 'vitest'

import { SEARCH_MAX_LENGTH, searchQuery, searchWord, workbenchSearchHref } from '@/lib/rankings/search'

describe('header search', () => {
  it('searches a trimmed word of 1 to 100 characters', () => {
    expect(searchWord('  winter   jacket ')).toBe('winter jacket')
    expect(searchWord('   ')).toBeNull()
    expect(searchWord('x'.repeat(SEARCH_MAX_LENGTH))).toHaveLength(SEARCH_MAX_LENGTH)
    expect(searchWord('x'.repeat(SEARCH_MAX_LENGTH + 1))).toBeNull()
  })

  it('asks the report service for the type and leads to the workbench page of the type', () => {
    const query = new URLSearchParams(searchQuery(1, 'плед & подушка'))
    expect(Object.fromEntries(new URLSearchParams(query.toString()))).toEqual({ keyWord: 'плед & подушка', searchType: '1', pageSize: '20' })
    expect(workbenchSearchHref(1, 'a b')).toBe('/workbench/selection/hot?keyword=a+b')
    expect(workbenchSearchHref(2, 'Дом')).toBe(`/workbench/shop/search?keyword=${encodeURIComponent('Дом')}`)
    expect(workbenchSearchHref(4, 'x')).toBe('/workbench/keyword/hot?keyword=x')
  })
})
