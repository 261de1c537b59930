/**
 * A site-wide edit reaches every page: saving the footer regenerates every page of the site
 * (homes, hubs, lists, documents, account and legal pages) in every language, in the
 * background, while the server keeps answering visitors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, type Answer, type RunningServer, startProductionServer, timedRequest } from '../helpers/server'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3205)
})

afterAll(async () => {
  await server?.stop()
})

async function firstId(collection: string, where: string): Promise<number> {
  const response = await fetch(`${server.url}/cms-api/${collection}?limit=1&sort=-id&depth=0&${where}`)
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  if (!docs[0]) throw new Error(`no ${collection} for ${where}`)
  return docs[0].id
}

describe('a footer edit', () => {
  it('shows on twelve pages of different sections and languages (and the 404 page) within seconds, and pages keep answering', async () => {
    // Documents last in the regeneration order (newest ids) are the slowest case.
    const article = await firstId('articles', 'where[section][equals]=operate')
    const news = await firstId('articles', 'where[section][equals]=industry-news')
    const lesson = await firstId('lessons', '')
    const question = await firstId('qa-questions', 'where[status][equals]=approved')
    const pages = [
      '/',
      '/en/business-college',
      '/ru/industry',
      '/en/lesson',
      `/ru/article/operate/${article}`,
      `/IndustryNewsDetails/${news}`,
      `/en/lesson/${lesson}`,
      `/ru/answerDetail/${question}`,
      '/en/business-college/operate/1',
      '/ru/agreement',
      // The 404 page, for a missing document and an unknown path.
      '/en/lesson/99999999',
      '/ru/no/such/page',
    ]
    const expectedStatus = (path: string) => (path.endsWith('99999999') || path.includes('/no/such/') ? 404 : 200)
    // Rendered and cached before the edit: without regeneration they would keep the old footer.
    for (const path of pages) expect((await timedRequest(server.url + path)).status, path).toBe(expectedStatus(path))

    const email = `edited-${Date.now()}@example.com`
    const token = await adminToken(server.url)
    const saveEmail = (value: string) =>
      timedRequest(`${server.url}/cms-api/globals/footer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ contact: { email: value } }),
      })
    const original = ((await (await fetch(`${server.url}/cms-api/globals/footer?depth=0`)).json()) as { contact?: { email?: string } }).contact?.email ?? ''
    const saved = await saveEmail(email)
    expect(saved.status, saved.body).toBe(200)
    const started = Date.now()

    // Visitors meanwhile: every answer is a page, none waits long.
    const visits: Answer[] = []
    let done = false
    const visitor = (async () => {
      for (let round = 0; !done && round < 400; round++) visits.push(await timedRequest(server.url + pages[round % pages.length], {}, 10_000))
    })()

    const pending = new Set(pages)
    const shownAfter: Record<string, number> = {}
    while (pending.size && Date.now() - started < 30_000) {
      for (const path of [...pending]) {
        if ((await timedRequest(server.url + path)).body.includes(email)) {
          pending.delete(path)
          shownAfter[path] = Date.now() - started
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    done = true
    await visitor
    console.info(`[site-edit] new footer shown after (ms): ${JSON.stringify(shownAfter)}`)

    expect([...pending]).toEqual([])
    // DESIGN: live within seconds. Bound generously here (shared CI cores); `npm run bench` measures it.
    expect(Math.max(...Object.values(shownAfter))).toBeLessThan(20_000)
    expect(visits.length).toBeGreaterThan(0)
    expect(visits.filter((visit) => visit.status !== expectedStatus(visit.path)).map((visit) => `${visit.path} ${visit.status} ${visit.error ?? ''}`)).toEqual([])

    // Put the seeded footer back and wait for it: the e2e suite serves pages from the same cache.
    expect((await saveEmail(original)).status).toBe(200)
    await expect
      .poll(async () => (await Promise.all(pages.map(async (path) => (await timedRequest(server.url + path)).body.includes(original)))).every(Boolean), {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(true)
  })
})
