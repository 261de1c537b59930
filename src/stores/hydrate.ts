import { useHistoryStore } from './history'
import { usePromoteStore } from './promote'
import { useUserStore } from './user'

/**
 * Load the persisted slices ("ddqbt" in localStorage). The stores skip hydration at creation so
 * the first client render matches the server HTML; call this once in a client effect (in _app),
 * before anything writes to these stores, since every write persists the whole slice.
 */
export async function hydrateStores(): Promise<void> {
  await Promise.all([useUserStore.persist.rehydrate(), useHistoryStore.persist.rehydrate(), usePromoteStore.persist.rehydrate()])
}
