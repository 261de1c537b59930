/** The admin's CSV exports on the one pipeline: a GET's query in, a file out (src/server/exports/endpoints.ts). */
import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { runPipeline } from '@/server/http/pipeline'
import { type Outcome, pipelineRequest } from '@/server/http/request'
import { csvAnswer, EXPORT_ENDPOINTS } from './endpoints'

export async function handleExport(payload: Payload, path: string, req: IncomingMessage & { query?: Record<string, string | string[] | undefined> }): Promise<Outcome> {
  return runPipeline(payload, EXPORT_ENDPOINTS, path, pipelineRequest(req), {
    name: 'admin export',
    riskPath: null,
    headers: { 'cache-control': 'no-store' },
    readInput: async () => Object.fromEntries(Object.entries(req.query ?? {}).filter(([name]) => name !== 'file')),
    // The pipeline found the staff user (auth 'staff') before it runs a row.
    execute: async (endpoint, input, ctx) => csvAnswer(await endpoint.run({ ...ctx, staff: ctx.staff as User }, input as never)),
  })
}
