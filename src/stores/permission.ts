/** Route permissions (spec section 3): both lists start, and so far stay, empty. */
import { create } from 'zustand'

export type PermissionRoute = Record<string, unknown>

export type PermissionState = {
  routers: PermissionRoute[]
  addRouters: PermissionRoute[]
  setRouters(routers: PermissionRoute[], addRouters?: PermissionRoute[]): void
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  routers: [],
  addRouters: [],
  setRouters: (routers, addRouters = []) => set({ routers, addRouters }),
}))
