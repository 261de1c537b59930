import { describe, expect, it } from 'vitest'

import { createPassCoalescer, regenerate } from '@/server/cms/regenerate'

/** A promise the test resolves by hand. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('regenerate', () => {
  it('regenerates every path once, never more than `concurrency` at a time, and reports failures', async () => {
    let active = 0
    let peak = 0
    const done: string[] = []
    const failed = await regenerate(
      ['/a', '/b', '/c', '/d', '/e', '/f', '/g'],
      async (path) => {
        active += 1
        peak = Math.max(peak, active)
        await Promise.resolve()
        active -= 1
        if (path === '/c') throw new Error('boom')
        done.push(path)
      },
      3,
    )
    expect(peak).toBe(3)
    expect(failed).toEqual(['/c'])
    expect(done.sort()).toEqual(['/a', '/b', '/d', '/e', '/f', '/g'])
  })
})

describe('site-wide passes', () => {
  it('run one at a time, and requests during a pass lead to exactly one more pass', async () => {
    const gates = [gate(), gate()]
    let passes = 0
    const request = createPassCoalescer(async () => {
      const index = passes++
      await gates[index]?.opened
    })
    const first = request()
    const during = [request(), request(), request()]
    expect(passes).toBe(1)
    gates[0]!.open()
    await first
    await Promise.resolve()
    expect(passes).toBe(2)
    gates[1]!.open()
    await Promise.all(during)
    expect(passes).toBe(2)
    // Idle again: the next request starts a new pass at once.
    void request()
    expect(passes).toBe(3)
  })

  it('keeps going after a failed pass', async () => {
    let passes = 0
    const request = createPassCoalescer(async () => {
      passes += 1
      throw new Error('database down')
    })
    await request()
    await request()
    expect(passes).toBe(2)
  })
})
