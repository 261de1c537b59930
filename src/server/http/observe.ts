/**
 * Every HTTP request the server answers, whatever handles it (a page, the services, Payload's
 * admin and REST, Next's own files): a request id, a log line and the request metrics.
 *
 * It listens on Node's public diagnostics channels of the HTTP server (`http.server.request.start`,
 * `http.server.response.finish`), started once from src/instrumentation.ts, so no route has to
 * remember it and nothing of Next's is wrapped or replaced.
 *
 * The id: the one the proxy in front sends (nginx's `$request_id`, deploy/nginx) when it looks like
 * an id, else a new UUID. It is put on the request (`X-Request-Id`, which the services read into
 * every error body) and on the answer's headers before any handler runs.
 */
import { randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from '@/server/platform/log'
import { httpDuration, httpRequests, type RouteClass } from '@/server/platform/metrics'

export const REQUEST_ID_HEADER = 'x-request-id'
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/

type Message = { request: IncomingMessage; response: ServerResponse }

/** What is known of a request when it arrives: Next rewrites `req.url` (locale, data routes) later. */
type Arrival = { at: bigint; path: string; route: RouteClass }
const arrivals = new WeakMap<IncomingMessage, Arrival>()

/** The request's id as the server gave it (undefined outside a request the server observed). */
export function requestIdOf(headers: Record<string, string | string[] | undefined> | Headers): string | undefined {
  const value = headers instanceof Headers ? headers.get(REQUEST_ID_HEADER) : headers[REQUEST_ID_HEADER]
  const id = Array.isArray(value) ? value[0] : value
  return id && GIVEN_ID.test(id) ? id : undefined
}

/** Which kind of request a path is: the label of the request metrics (a small fixed set). */
export function routeClass(path: string): RouteClass {
  if (path === '/api/health' || path === '/api/ready' || path === '/api/metrics') return 'probe'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/data/')) return 'page_data'
  if (path === '/cms-api' || path.startsWith('/cms-api/')) return 'cms_api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  return 'page'
}

const QUIET: ReadonlySet<RouteClass> = new Set(['static', 'image', 'probe'])

function onRequestStart({ request, response }: Message): void {
  // The path only: a query may hold what the log must not (a phone, a ticket).
  const path = (request.url ?? '/').split('?')[0] ?? '/'
  arrivals.set(request, { at: process.hrtime.bigint(), path, route: routeClass(path) })
  const id = requestIdOf(request.headers) ?? randomUUID()
  request.headers[REQUEST_ID_HEADER] = id
  response.setHeader('X-Request-Id', id)
  // A caller that leaves before the answer ends (a closed tab, the proxy's timeout) gets no
  // `finish`: counted and logged as status 499, as nginx names it.
  response.once('close', () => {
    if (!response.writableFinished) record(request, 499, true)
  })
}

function record(request: IncomingMessage, status: number, aborted = false): void {
  const arrival = arrivals.get(request)
  if (!arrival) return
  const seconds = Number(process.hrtime.bigint() - arrival.at) / 1e9
  const { route, path } = arrival
  httpRequests.inc({ route, method: request.method ?? 'GET', status: String(status) })
  httpDuration.observe({ route, status_class: `${Math.floor(status / 100)}xx` }, seconds)
  const level = status >= 500 ? 'error' : QUIET.has(route) && !aborted ? 'debug' : aborted ? 'warn' : 'info'
  logger[level]({ requestId: request.headers[REQUEST_ID_HEADER], method: request.method, path, status, ms: Math.round(seconds * 1000), route, ...(aborted ? { aborted } : {}) }, 'request')
}

function onResponseFinish({ request, response }: Message): void {
  record(request, response.statusCode)
}

const STARTED = Symbol.for('ddqbt.observe-http')

/** Starts observing this process's HTTP server (once, however often it is called). */
export function observeHttp(): void {
  const store = globalThis as typeof globalThis & { [STARTED]?: boolean }
  if (store[STARTED]) return
  store[STARTED] = true
  subscribe('http.server.request.start', (message) => onRequestStart(message as Message))
  subscribe('http.server.response.finish', (message) => onResponseFinish(message as Message))
}
