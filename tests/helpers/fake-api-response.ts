import type { NextApiResponse } from 'next'

/** A Next API response that records what a handler sent (status, headers, JSON body). */
export function fakeApiResponse() {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} }
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (sent.headers[name.toLowerCase()] = value),
    status(code: number) {
      sent.status = code
      return this
    },
    json: (body: unknown) => void (sent.body = body),
    end: () => undefined,
  }
  return { res: res as unknown as NextApiResponse, sent }
}
