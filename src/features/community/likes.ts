/**
 * Like counts and my likes on the page. A page renders the counts it was generated with; for a
 * signed-in seller the buttons ask once (one batched call per target type) for fresh counts and
 * which ones they like, and a press updates the button from the server's answer.
 */
import { create } from 'zustand'

import type { LikeTarget } from './api'
import { communityApi } from './guard'

type Entry = { likes: number; liked: boolean }
type LikeState = { entries: Record<string, Entry>; set(key: string, entry: Entry): void }

export const likeKey = (type: LikeTarget, id: number) => `${type}:${id}`

export const useLikes = create<LikeState>()((set) => ({
  entries: {},
  set: (key, entry) => set((state) => ({ entries: { ...state.entries, [key]: entry } })),
}))

const queued = new Map<LikeTarget, Set<number>>()
const requested = new Set<string>()
let timer: ReturnType<typeof setTimeout> | null = null

/** Asks for the state of a target with the others of this render (once per page view). */
export function requestLikeState(type: LikeTarget, id: number): void {
  const key = likeKey(type, id)
  if (requested.has(key)) return
  requested.add(key)
  const ids = queued.get(type) ?? new Set<number>()
  ids.add(id)
  queued.set(type, ids)
  timer ??= setTimeout(() => {
    timer = null
    const batches = [...queued.entries()]
    queued.clear()
    void communityApi().then(async (api) => {
      for (const [targetType, set] of batches) {
        const ids = [...set].slice(0, 50)
        try {
          const { data } = await api.likeState(targetType, ids)
          for (const id of ids) useLikes.getState().set(likeKey(targetType, id), { likes: data.likes[id] ?? 0, liked: data.liked.includes(id) })
        } catch {
          // The page's own counts stay; a press still works.
        }
      }
    })
  }, 0)
}
