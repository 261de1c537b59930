/**
 * Pages once stopped answering (0 bytes until timeout) while /admin and /cms-api still did:
 * on a cold server, concurrent first renders deadlocked loading ESM packages that the pages
 * router left external (async modules), in about one start of four. Fixed by bundling them
 * (next.config `bundlePagesRouterDependencies`). These tests start production servers cold,
 * hit them concurrently, mix CMS writes with page requests past the revalidate window, and
 * fail if any page request goes unanswered or errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, type Answer, type RunningServer, startProductionServer, timedRequest } from '../helpers/server'

const PORT = 3201
const PAGES = ['/', '/en', '/ru', '/ru/does-not-exist']
const ROUNDS = 12
const COLD_STARTS = 6

const expectedStatus = (path: string) => (path.includes('does-not-exist') ? 404 : 200)

describe('a cold production server', () => {
  it('answers concurrent first requests, start after start', async () => {
    for (let start = 0; start < COLD_STARTS; start++) {
      const cold = await startProductionServer(PORT + 10 + start)
      try {
        const answers = await Promise.all(PAGES.map((path) => timedRequest(cold.url + path, {}, 30_000)))
        expect(answers.map((answer) => `${answer.path} ${answer.status}`)).toEqual(PAGES.map((path) => `${path} ${expectedStatus(path)}`))
      } finally {
        await cold.stop()
      }
    }
  })
})

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(PORT, { ISR_REVALIDATE_SECONDS: '1' })
})

afterAll(async () => {
  await server?.stop()
})

describe('pages under mixed CMS writes and regeneration', () => {
  it('always answer', async () => {
    const answers: Answer[] = []
    // Cold: the first requests hit the server before anything warmed Payload up.
    answers.push(...(await Promise.all(PAGES.map((path) => timedRequest(server.url + path)))))

    const token = await adminToken(server.url)
    let lastCopyright = ''
    for (let round = 0; round < ROUNDS; round++) {
      lastCopyright = `© round ${round} ${Date.now()}`
      const write = timedRequest(`${server.url}/cms-api/globals/footer?locale=zh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ copyright: lastCopyright }),
      })
      const reads = PAGES.flatMap((path) => [timedRequest(server.url + path), timedRequest(server.url + path)])
      const [written, ...read] = await Promise.all([write, ...reads])
      expect(written.status, written.body).toBe(200)
      answers.push(...read)
      // Past the 1 s revalidate window, so the next reads regenerate pages in the background.
      await new Promise((resolve) => setTimeout(resolve, 1_200))
    }

    const unanswered = answers.filter((answer) => answer.status === 0 || answer.status >= 500)
    expect(unanswered, server.output()).toEqual([])
    for (const answer of answers) expect(answer.status, answer.path).toBe(expectedStatus(answer.path))

    // And the last edit reached the page (regeneration runs in the background after the save).
    await expect.poll(async () => (await timedRequest(server.url + '/')).body, { timeout: 10_000 }).toContain(lastCopyright)
  })
})
