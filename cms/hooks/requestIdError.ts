import type { AfterErrorHook } from 'payload'

import { requestIdOf } from '@/server/http/observe'

/** Every CMS API error body carries the request's id, as the site's services' do (src/server/http/observe.ts). */
export const requestIdError: AfterErrorHook = ({ req, result }) => {
  const requestId = requestIdOf(req.headers)
  if (!requestId || !result) return
  return { response: { ...result, requestId } }
}
