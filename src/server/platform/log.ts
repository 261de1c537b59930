/**
 * The server's one logger: JSON lines on stdout (pino), with levels (`LOG_LEVEL`, default info)
 * and `LOG_FORMAT=pretty` for a person reading a terminal. Payload logs through it too
 * (payload.config.ts), so the CMS's lines are JSON as well.
 *
 * Nothing a seller or an operator keeps secret reaches a line: fields named like a phone, code,
 * password, token, cookie, hash, key or secret are replaced at any depth (a child logger's fields
 * skip pino's formatters: make children with requestLogger), and free text (messages, including the one pino takes from an error, error messages and
 * stacks) has phone numbers masked and the values of a failed SQL statement (Drizzle's
 * "params: …") cut. tests/unit/log.test.ts and tests/http/operations.test.ts check it.
 */
import { type DestinationStream, levels, type Logger, type LoggerOptions, pino } from 'pino'

/**
 * Field names whose values never reach a log line, compared without case, `-` or `_`: any name
 * containing one of these words (`resetPasswordToken`, `sessionToken`, `mobile`, `passwordHash`)…
 */
const SECRET_WORDS = /password|passwd|token|secret|cookie|authorization|hash|salt|phone|mobile|apikey|ticket|randstr|credential|privatekey|signature/
/** …and these exact names (short words that are secrets alone but parts of harmless names). */
const SECRET_NAMES = new Set(['code', 'smscode', 'account', 'key', 'controlt', 'clientid', 'pin', 'otp'])
const REDACTED = '[redacted]'

/**
 * 9 to 15 digits, with the spaces and dashes people type: a phone number with or without its
 * country code. Not part of a word, a decimal, an id or a time (dates have 8 digits).
 */
const LONG_NUMBER = /(?<![\w.\-/:])\+?\d[\d -]{7,19}\d(?![\w.\-/:])/g
/** Drizzle's failed-query errors end with the statement's values, which may be a phone or a hash. */
const SQL_PARAMS = /(\bparams:)[^\n]*/g
/** `password=…`, `token: …` and the like inside free text. */
const SECRET_PAIR = /\b(\w*(?:password|token|secret|cookie|authorization|phone|mobile|apikey|ticket|randstr)\w*|code|account|key)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&]+)/gi

function maskNumber(match: string): string {
  const digits = match.replace(/\D/g, '')
  if (digits.length < 9 || digits.length > 15) return match
  return `${digits.slice(0, 3)}****${digits.slice(-2)}`
}

/** Free text as it may be logged. */
export function scrubText(text: string): string {
  return text.replace(SQL_PARAMS, '$1 [redacted]').replace(SECRET_PAIR, `$1$2${REDACTED}`).replace(LONG_NUMBER, maskNumber)
}

const isSecretField = (name: string) => {
  const normalized = name.toLowerCase().replace(/[-_]/g, '')
  return SECRET_NAMES.has(normalized) || SECRET_WORDS.test(normalized)
}

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

/**
 * An error with its cause chain, SQL state and stack, scrubbed. PostgreSQL's `detail` is left out:
 * it can hold a whole row ("Failing row contains (…)": tokens, hashes); which constraint, table
 * and column failed is kept instead.
 */
function scrubError(error: Error, depth = 0): Record<string, unknown> {
  const { code, constraint, table, column, cause } = error as Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown }
  const names = Object.fromEntries(Object.entries({ constraint, table, column }).filter(([, value]) => typeof value === 'string'))
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...names,
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(cause !== undefined && depth < 4 ? { cause: scrub(cause, depth + 1) } : {}),
  }
}

/** LOG_LEVEL, or info when it names no level (a typo must not stop the server). */
function levelFromEnv(value = process.env.LOG_LEVEL): string {
  if (!value) return 'info'
  const level = value.toLowerCase()
  return level === 'silent' || level in levels.values ? level : 'info'
}

/**
 * pino writes an error's own message as `msg` when a call gives none (`logger.error(err)`,
 * `logger.error({ err })`, as Payload does): that message is free text to scrub too.
 */
function scrubbedArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args
  if (first instanceof Error) return [{ err: first }, scrubText(typeof rest[0] === 'string' ? rest[0] : first.message), ...rest.slice(1).map((arg) => scrub(arg))]
  const scrubbedRest = rest.map((arg) => (typeof arg === 'string' ? scrubText(arg) : scrub(arg)))
  if (typeof first === 'string') return [scrubText(first), ...scrubbedRest]
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  if (err !== undefined && typeof rest[0] !== 'string' && !('msg' in (first as object))) {
    const message = err instanceof Error ? err.message : typeof err === 'string' ? err : 'error'
    return [first, scrubText(message), ...scrubbedRest]
  }
  return [first, ...scrubbedRest]
}

/** The logger; `destination` and `level` for tests (default stdout, LOG_LEVEL). */
export function createLogger(destination?: DestinationStream, level = levelFromEnv()): Logger {
  const pretty = process.env.LOG_FORMAT === 'pretty' && !destination
  const options: LoggerOptions = {
    level,
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
      // The message (and any printf arguments) is free text too.
      logMethod(args, method) {
        method.apply(this, scrubbedArguments(args) as Parameters<typeof method>)
      },
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  }
  return destination ? pino(options, destination) : pino(options)
}

// One logger per process, whichever bundle (pages, App Router, instrumentation) asks first.
const KEY = Symbol.for('ddqbt.logger')
const store = globalThis as typeof globalThis & { [KEY]?: Logger }

export const logger: Logger = (store[KEY] ??= createLogger())

/** A logger whose lines carry the request's id (and what else identifies the work), scrubbed. */
export function requestLogger(requestId: string | undefined, fields: Record<string, unknown> = {}, base: Logger = logger): Logger {
  const bindings = scrub({ ...(requestId ? { requestId } : {}), ...fields }) as Record<string, unknown>
  return Object.keys(bindings).length ? base.child(bindings) : base
}
