import { readFileSync } from 'node:fs'

import { afterEach, describe, expect, it } from 'vitest'

import { copyWithNotice, noticeSaveUnsupported, NOTICE_KEYS } from '@/lib/clipboard'
import { dismissToast, useToastStore } from '@/lib/toast'

const common = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as Record<string, unknown>
const lookup = (strings: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], strings)
const translate = (locale: string) => (key: string) => String(lookup(common(locale), key) ?? key)

afterEach(() => dismissToast())

describe('copy messages (spec section 8)', () => {
  it('"copied successfully" when the copy worked', async () => {
    const copied: string[] = []
    expect(await copyWithNotice('https://example.com', translate('en'), async (text) => Boolean(copied.push(text)))).toBe(true)
    expect(copied).toEqual(['https://example.com'])
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'success', message: 'Copied successfully' })
  })

  it('"copy manually" when the browser cannot copy', async () => {
    expect(await copyWithNotice('x', translate('zh'), async () => false)).toBe(false)
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'warning', message: '当前浏览器不支持自动复制，请手动复制' })
  })

  it('"save manually" in an in-app browser', () => {
    noticeSaveUnsupported(translate('ru'))
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'warning', message: 'Текущий браузер не поддерживает прямую загрузку, смените браузер или сохраните вручную' })
  })

  it('every message, and the offline one, exists in zh, en and ru', () => {
    for (const locale of ['zh', 'en', 'ru']) {
      for (const key of [...Object.values(NOTICE_KEYS), 'offline']) expect(lookup(common(locale), key), `${locale} ${key}`).toEqual(expect.any(String))
    }
  })
})
