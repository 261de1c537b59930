/** What several browser tests do the same way: read a locale file, solve the local slider captcha. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

/** One namespace of a locale's UI strings (locales/<locale>/<namespace>.json). */
export function strings<T = Record<string, Record<string, string>>>(locale: string, namespace: string): T {
  return JSON.parse(readFileSync(path.resolve('locales', locale, `${namespace}.json`), 'utf8')) as T
}

/** Drags the slider's thumb to the notch like a person would. */
export async function solveSlider(page: Page) {
  const slider = page.getByTestId('captcha-slider')
  await expect(slider).toBeVisible()
  const target = Number(await slider.getAttribute('data-target'))
  const track = await page.getByTestId('captcha-track').boundingBox()
  const thumb = await slider.boundingBox()
  if (!track || !thumb) throw new Error('slider not laid out')
  const startX = thumb.x + thumb.width / 2
  const y = thumb.y + thumb.height / 2
  await page.mouse.move(startX, y)
  await page.mouse.down()
  await page.mouse.move(startX + (target * track.width) / 2, y, { steps: 5 })
  await page.mouse.move(startX + target * track.width, y, { steps: 5 })
  await page.mouse.up()
  await expect(slider).toBeHidden()
}
