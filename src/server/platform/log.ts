/**
 * The server's one logger: JSON lines on stdout (pino), with levels (`LOG_LEVEL`, default info)
 * and `LOG_FORMAT=pretty` for a person reading a terminal. Payload logs through it too
 * (payload.config.ts), so the CMS's lines are JSON as well.
 *
 * Nothing a seller or an operator keeps secret reaches a line: fields named like a phone, code,
 * password, token, cookie, key or secret are replaced at any depth, and free text (messages,
 * error messages and stacks) has phone numbers masked and the values of a failed SQL statement
 * (Drizzle's "params: …") cut. tests/unit/log.test.ts and tests/http/operations.test.ts check it.
 */
import { pino, type Logger } from 'pino'

/** Field names whose values never reach a log line, compared without case, `-` or `_`. */
const SECRET_FIELDS = [
  'phone',
  'mobilephone',
  'account',
  'code',
  'smscode',
  'password',
  'oldpassword',
  'newpassword',
  'token',
  'usertoken',
  'accesstoken',
  'refreshtoken',
  'ticket',
  'randstr',
  'authorization',
  'cookie',
  'setcookie',
  'secret',
  'apikey',
  'clientid',
  'key',
  'controlt',
  'payloadtoken',
]
const SECRET = new Set(SECRET_FIELDS)
const REDACTED = '[redacted]'

/**
 * 9 to 15 digits, with the spaces and dashes people type: a phone number with or without its
 * country code. Not part of a word, a decimal, an id or a time (dates have 8 digits).
 */
const LONG_NUMBER = /(?<![\w.\-/:])\+?\d[\d -]{7,19}\d(?![\w.\-/:])/g
/** Drizzle's failed-query errors end with the statement's values, which may be a phone or a hash. */
const SQL_PARAMS = /(\bparams:)[^\n]*/g
/** `password=…`, `token: …` and the like inside free text. */
const SECRET_PAIR = new RegExp(`\\b(${SECRET_FIELDS.join('|')})(["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s,;&]+)`, 'gi')

function maskNumber(match: string): string {
  const digits = match.replace(/\D/g, '')
  if (digits.length < 9 || digits.length > 15) return match
  return `${digits.slice(0, 3)}****${digits.slice(-2)}`
}

/** Free text as it may be logged. */
export function scrubText(text: string): string {
  return text.replace(SQL_PARAMS, '$1 [redacted]').replace(SECRET_PAIR, `$1$2${REDACTED}`).replace(LONG_NUMBER, maskNumber)
}

const isSecretField = (name: string) => SECRET.has(name.toLowerCase().replace(/[-_]/g, ''))

/** A value as it may be logged: secret fields replaced, text scrubbed, errors flattened. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 6) return '[deep]'
  if (value instanceof Error) return scrubError(value, depth)
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1))
  if (value instanceof Date) return value.toISOString()
  const out: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value)) out[name] = isSecretField(name) ? REDACTED : scrub(item, depth + 1)
  return out
}

/** An error with its cause chain, SQL state and stack, scrubbed (pg errors carry the row in `detail`). */
function scrubError(error: Error, depth = 0): Record<string, unknown> {
  const { code, detail, cause } = error as Error & { code?: unknown; detail?: unknown }
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof detail === 'string' ? { detail: scrubText(detail) } : {}),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(cause !== undefined && depth < 4 ? { cause: scrub(cause, depth + 1) } : {}),
  }
}

function createLogger(): Logger {
  const pretty = process.env.LOG_FORMAT === 'pretty'
  return pino({
    level: process.env.LOG_LEVEL || 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      // `"level":"info"` rather than pino's numbers: what log collectors and people filter on.
      level: (label) => ({ level: label }),
      // `err` is already scrubbed by its serializer (which keeps its SQL state `code`).
      log: ({ err, ...rest }) => ({ ...(scrub(rest) as Record<string, unknown>), ...(err === undefined ? {} : { err }) }),
    },
    serializers: { err: (error: unknown) => (error instanceof Error ? scrubError(error) : scrub(error)) },
    hooks: {
      // The message string (and any printf arguments) is free text too.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        )
      },
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  })
}

// One logger per process, whichever bundle (pages, App Router, instrumentation) asks first.
const KEY = Symbol.for('ddqbt.logger')
const store = globalThis as typeof globalThis & { [KEY]?: Logger }

export const logger: Logger = (store[KEY] ??= createLogger())

/** A logger whose lines carry the request's id (and what else identifies the work). */
export function requestLogger(requestId: string | undefined, fields: Record<string, unknown> = {}): Logger {
  return requestId ? logger.child({ requestId, ...fields }) : Object.keys(fields).length ? logger.child(fields) : logger
}
