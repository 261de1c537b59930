/**
 * One endpoint builder for every table that answers JSON (user, community, identity, shops,
 * uploads, lottery, distribution, pay): a row says its method, where its input comes from, its
 * zod schema, who may call it, its budgets, and its handler. The handler's input is the schema's
 * output; a seller's row (the default: deny by default) gets a SellerContext with a non-null
 * session; a guest's row says `PUBLIC` or `{ auth: 'optional' }` and copes without one.
 */
import type { z } from 'zod'

import type { RequestContext, SellerContext, ServiceResult } from './context'
import type { GuardedEndpoint } from './pipeline'

type Run<Input, R extends ServiceResult = ServiceResult> = (ctx: RequestContext, input: Input) => Promise<R>
/** A seller's row: the pipeline found the session, so the handler's context says so in its type. */
type SellerRun<Input, R extends ServiceResult = ServiceResult> = (ctx: SellerContext, input: Input) => Promise<R>

/**
 * A row of the table: the pipeline's guards (src/server/http/pipeline.ts), where its input comes
 * from, its handler. `R`: what the handler answers, kept for the browser's types (answers.ts).
 */
export type Endpoint<R extends ServiceResult = ServiceResult> = GuardedEndpoint & {
  /** Where the input comes from. */
  input: 'body' | 'query' | 'none' | 'multipart'
  /** An upload's size limit in bytes (the file itself; the form around it may add 64 KB). */
  maxBytes?: number
  /** Stored with its input type erased; the builders below tie it to the schema's output. */
  run: Run<never, R>
}

type Options = Partial<Pick<Endpoint, 'auth' | 'writes' | 'internal' | 'limits' | 'event' | 'openData' | 'botSignal'>>
/** A row guests may call: its handler must cope without a session. */
type OpenOptions = Options & { auth: 'none' | 'optional' }
/** A seller's row (the default). */
type SellerOptions = Omit<Options, 'auth'> & { auth?: 'session' }

/** Deny by default: a row is a signed-in seller's unless it says `auth: 'none'` or `'optional'`. */
export const PUBLIC = { auth: 'none' } as const

/** An endpoint whose input is validated by `schema`: `run` receives exactly the schema's output. */
function validated<R extends ServiceResult>(method: Endpoint['method'], input: 'body' | 'query', schema: z.ZodType, run: SellerRun<never, R> | Run<never, R>, options: Options = {}): Endpoint<R> {
  return { method, input, schema, auth: 'session', ...options, run: run as Run<never, R> }
}
export function body<S extends z.ZodType, R extends ServiceResult>(schema: S, run: Run<z.output<S>, R>, options: OpenOptions): Endpoint<R>
export function body<S extends z.ZodType, R extends ServiceResult>(schema: S, run: SellerRun<z.output<S>, R>, options?: SellerOptions): Endpoint<R>
export function body<R extends ServiceResult>(schema: z.ZodType, run: SellerRun<never, R>, options?: Options): Endpoint<R> {
  return validated('POST', 'body', schema, run, options)
}
export function query<S extends z.ZodType, R extends ServiceResult>(method: Endpoint['method'], schema: S, run: Run<z.output<S>, R>, options: OpenOptions): Endpoint<R>
export function query<S extends z.ZodType, R extends ServiceResult>(method: Endpoint['method'], schema: S, run: SellerRun<z.output<S>, R>, options?: SellerOptions): Endpoint<R>
export function query<R extends ServiceResult>(method: Endpoint['method'], schema: z.ZodType, run: SellerRun<never, R>, options?: Options): Endpoint<R> {
  return validated(method, 'query', schema, run, options)
}
/** No input. */
export function call<R extends ServiceResult>(method: Endpoint['method'], run: Run<unknown, R>, options: OpenOptions): Endpoint<R>
export function call<R extends ServiceResult>(method: Endpoint['method'], run: SellerRun<unknown, R>, options?: SellerOptions): Endpoint<R>
export function call<R extends ServiceResult>(method: Endpoint['method'], run: SellerRun<unknown, R>, options: Options = {}): Endpoint<R> {
  return { method, input: 'none', auth: 'session', ...options, run: run as Run<never, R> }
}
export function read<R extends ServiceResult>(run: Run<unknown, R>, options: OpenOptions): Endpoint<R>
export function read<R extends ServiceResult>(run: SellerRun<unknown, R>, options?: SellerOptions): Endpoint<R>
export function read<R extends ServiceResult>(run: SellerRun<unknown, R>, options: Options = {}): Endpoint<R> {
  return { method: 'GET', input: 'none', auth: 'session', ...options, run: run as Run<never, R> }
}
/** An image upload (multipart/form-data, the field `file` or `image`), at most `maxBytes`. */
export function upload<R extends ServiceResult>(run: SellerRun<File | null, R>, maxBytes: number): Endpoint<R> {
  return { method: 'POST', input: 'multipart', auth: 'session', maxBytes, run: run as Run<never, R> }
}
