import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * A value only the browser knows (query string, localStorage), read after hydration so the
 * server-rendered HTML and the first client render agree. `read` must return a primitive.
 */
export function useBrowserValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue)
}
