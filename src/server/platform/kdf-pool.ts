/**
 * Bounds the password-hashing work running at once (scrypt: 32 MiB and ~80 ms of a core each).
 * Unbounded, a burst of 200 logins queued for 24 s in libuv's thread pool, past the client's
 * 10 s timeout. Here a few hashes run, a short queue waits, and the rest get a fast 429 "busy"
 * with Retry-After before anything is spent.
 */
import { fail } from './errors'

const MAX_RUNNING = Number(process.env.KDF_CONCURRENCY) || 2
const MAX_WAITING = Number(process.env.KDF_QUEUE) || 24
/** Roughly how long one hash holds its slot, for Retry-After. */
const HASH_MS = 100

let running = 0
const waiting: Array<() => void> = []

function busy() {
  return fail('busy', { seconds: Math.max(1, Math.ceil(((waiting.length + 1) * HASH_MS) / MAX_RUNNING / 1000)) })
}

/** Throws "busy" when new work would not get a slot soon (checked before captcha tickets are spent). */
export function assertKdfCapacity(): void {
  if (running >= MAX_RUNNING && waiting.length >= MAX_WAITING) throw busy()
}

/** Runs one hash in a slot, waiting in line when all are taken; "busy" when the line is full. */
export async function withKdfSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING) running++
  else {
    if (waiting.length >= MAX_WAITING) throw busy()
    // The finishing hash hands its slot over (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}
