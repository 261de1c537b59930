import { describe, expect, it } from 'vitest'

import { normalizePhone } from '@/lib/auth/validation'

import { freshPhone } from '../helpers/fixtures'

describe('freshPhone (tests/helpers/fixtures.ts)', () => {
  it('gives valid mainland numbers, never the same one twice, tagged with this process', () => {
    const phones = Array.from({ length: 2_000 }, freshPhone)
    expect(new Set(phones).size).toBe(phones.length)
    for (const phone of phones) expect(normalizePhone(phone)).toBe(`+86${phone}`)
    expect(phones[0].slice(2, 5)).toBe(String(process.pid % 1000).padStart(3, '0'))
  })
})
