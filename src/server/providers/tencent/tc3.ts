import { createHash, createHmac } from 'node:crypto'

/**
 * Tencent Cloud API 3.0 request signing (TC3-HMAC-SHA256) and a minimal JSON POST client.
 * Spec: "签名方法 v3" (cloud.tencent.com/document/api/213/30654). Only POST + JSON is supported.
 */

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256'
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8'
const SIGNED_HEADERS = 'content-type;host'

export type Tc3SignInput = {
  secretId: string
  secretKey: string
  /** Product name as in the host, e.g. 'sms' for sms.tencentcloudapi.com. */
  service: string
  host: string
  action: string
  version: string
  region?: string
  /** Exact request body that will be sent. */
  payload: string
  /** Unix time in seconds. */
  timestamp: number
}

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex')
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest()

/** Returns every header of a signed TC3 request (Authorization, Content-Type, Host, X-TC-*). Pure. */
export function signTc3(input: Tc3SignInput): Record<string, string> {
  const { secretId, secretKey, service, action, version, region, payload, timestamp } = input
  if (!Number.isInteger(timestamp) || timestamp < 0) throw new RangeError('signTc3: timestamp must be a non-negative integer number of seconds')
  const host = input.host.trim().toLowerCase()
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10) // UTC date, as the spec requires

  // 1. CanonicalRequest
  const canonicalHeaders = `content-type:${TC3_CONTENT_TYPE}\nhost:${host}\n`
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, SIGNED_HEADERS, sha256Hex(payload)].join('\n')

  // 2. StringToSign
  const credentialScope = `${date}/${service}/tc3_request`
  const stringToSign = [TC3_ALGORITHM, String(timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n')

  // 3. Signature
  const secretDate = hmac(`TC3${secretKey}`, date)
  const secretService = hmac(secretDate, service)
  const secretSigning = hmac(secretService, 'tc3_request')
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex')

  // 4. Authorization
  const authorization = `${TC3_ALGORITHM} Credential=${secretId}/${credentialScope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`

  const headers: Record<string, string> = {
    Authorization: authorization,
    'Content-Type': TC3_CONTENT_TYPE,
    Host: host,
    'X-TC-Action': action,
    'X-TC-Timestamp': String(timestamp),
    'X-TC-Version': version,
  }
  if (region) headers['X-TC-Region'] = region
  return headers
}

/**
 * Failure of a Tencent Cloud API call. `code` is Tencent's error code (e.g. 'AuthFailure.SignatureFailure')
 * or one of the client-side codes 'Timeout', 'NetworkError', 'HttpError', 'InvalidResponse'.
 */
export class TencentApiError extends Error {
  readonly code: string
  readonly requestId?: string
  readonly httpStatus?: number
  constructor(code: string, message: string, details: { requestId?: string; httpStatus?: number } = {}) {
    super(message)
    this.name = 'TencentApiError'
    this.code = code
    this.requestId = details.requestId
    this.httpStatus = details.httpStatus
  }
}

export type TencentCallInput = Omit<Tc3SignInput, 'payload' | 'timestamp'> & {
  /** Request parameters (serialised with JSON.stringify) or an already serialised JSON body. */
  payload: Record<string, unknown> | string
  /** Unix seconds; defaults to now. */
  timestamp?: number
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

export type TencentResponse = Record<string, unknown> & { RequestId?: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Replaces every occurrence of the given sensitive strings with '***'. */
export function redact(text: string, sensitive: ReadonlyArray<string | undefined>): string {
  let out = text
  for (const s of sensitive) if (s && s.length >= 3) out = out.split(s).join('***')
  return out
}

/**
 * Signs and POSTs one API 3.0 call to `https://${host}/`, returning the `Response` object.
 * Throws TencentApiError on `Response.Error`, HTTP failure, network failure, timeout or an unparseable reply.
 * The whole exchange (including reading the body) is bounded by `timeoutMs`.
 */
export async function callTencentApi<T extends TencentResponse = TencentResponse>(input: TencentCallInput): Promise<T> {
  const { payload, timestamp, fetchImpl = fetch, timeoutMs = 5000, ...signing } = input
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const headers = signTc3({ ...signing, payload: body, timestamp: timestamp ?? Math.floor(Date.now() / 1000) })
  const url = `https://${headers.Host}/`
  const label = `Tencent ${signing.service} ${signing.action}`
  const clean = (text: string) => redact(text, [signing.secretKey])

  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new TencentApiError('Timeout', `${label} timed out after ${timeoutMs} ms`))
    }, timeoutMs)
  })

  const exchange = async (): Promise<T> => {
    let status: number
    let ok: boolean
    let text: string
    try {
      const res = await fetchImpl(url, { method: 'POST', headers, body, signal: controller.signal })
      status = res.status
      ok = res.ok
      text = await res.text()
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new TencentApiError('NetworkError', clean(`${label} request failed: ${reason}`))
    }

    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    const response = isRecord(parsed) && isRecord(parsed.Response) ? parsed.Response : undefined
    const requestId = typeof response?.RequestId === 'string' ? response.RequestId : undefined

    if (response && isRecord(response.Error)) {
      const code = typeof response.Error.Code === 'string' ? response.Error.Code : 'UnknownError'
      const message = typeof response.Error.Message === 'string' ? response.Error.Message : ''
      throw new TencentApiError(code, clean(`${label} failed: ${code}${message ? `: ${message}` : ''}`), { requestId, httpStatus: status })
    }
    if (!ok) throw new TencentApiError('HttpError', `${label} failed: HTTP ${status}`, { requestId, httpStatus: status })
    if (!response) throw new TencentApiError('InvalidResponse', `${label} returned no Response object`, { httpStatus: status })
    return response as T
  }

  try {
    return await Promise.race([exchange(), timeout])
  } finally {
    clearTimeout(timer)
  }
}
