import type { AfterErrorHook } from 'payload'

import { requestIdOf } from '@/server/http/observe'

/**
 * Every CMS API error body carries the request's id, as the site's services' do
 * (src/server/http/observe.ts): REST in the body, GraphQL in the error's `extensions`.
 */
export const requestIdError: AfterErrorHook = ({ req, result, graphqlResult }) => {
  const requestId = requestIdOf(req.headers)
  if (!requestId) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, extensions: { ...graphqlResult.extensions, requestId } } }
  if (result) return { response: { ...result, requestId } }
}
