import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/lib/i18n/locales'

import { compareLocaleFiles, keyPaths } from '../helpers/locale-keys'

const LOCALES_DIR = path.resolve('locales')
const namespaces = readdirSync(path.join(LOCALES_DIR, 'zh')).filter((file) => file.endsWith('.json'))
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8'))

describe('locale files', () => {
  it('exist for every language', () => {
    expect(namespaces.length).toBeGreaterThan(0)
    for (const locale of LOCALES) {
      expect(readdirSync(path.join(LOCALES_DIR, locale)).sort()).toEqual([...namespaces].sort())
    }
  })

  for (const file of namespaces) {
    it(`${file} has the same keys in zh, en and ru, none empty`, () => {
      const files = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale, file)]))
      expect(compareLocaleFiles(files)).toEqual([])
    })
  }
})

describe('compareLocaleFiles', () => {
  it('names a key missing from one language', () => {
    const problems = compareLocaleFiles({
      zh: { nav: { login: '登录', register: '注册' } },
      en: { nav: { login: 'Log in' } },
      ru: { nav: { login: 'Войти', register: 'Регистрация' } },
    })
    expect(problems).toEqual(['en is missing nav.register'])
  })

  it('names a key only one language has, and empty strings', () => {
    const problems = compareLocaleFiles({ zh: { a: '甲' }, en: { a: 'A', b: 'B' }, ru: { a: '' } })
    expect(problems).toContain('zh is missing b')
    expect(problems).toContain('ru is missing b')
    expect(problems).toContain('ru has an empty value at a')
  })

  it('lists nested key paths', () => {
    expect(keyPaths({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).sort()).toEqual(['a.b', 'a.c.d', 'e'])
  })
})
