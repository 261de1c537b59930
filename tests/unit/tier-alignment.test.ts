/**
 * The padding that starts a cached page's body on a memory page of the nginx tier's cache file
 * (src/server/page-cache/tier-alignment.ts), over real HTTP: the raw bytes the app sends are read
 * from the socket, as nginx stores them. tests/http/cache-tier.test.ts checks real cache files.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installTierAlignment, padHead, padLineBytes } from '../../src/server/page-cache/tier-alignment'

/** nginx's header before the app's head: its 336-byte struct and "\nKEY: <key>\n". */
const nginxPrefix = (key: string) => 336 + '\nKEY: \n'.length + Buffer.byteLength(key, 'latin1')

describe('padLineBytes', () => {
  it('ends nginx’s header part on a 4096-byte page, with a line long enough to be a header', () => {
    for (const key of ['httpGETexample.com/|||', 'httpsGETozon.example/en/article/operate/14?x=1|ru|gzip|phone']) {
      for (let head = 200; head < 3500; head += 97) {
        const line = padLineBytes(key.length, head)
        expect(line === 0 || line >= 'X-Cache-Pad: .\r\n'.length).toBe(true)
        expect((nginxPrefix(key) + head + line) % 4096).toBe(0)
      }
    }
  })

  it('pads nothing when the head already ends on a page, or when no padding fits nginx’s 8 KB header buffer', () => {
    expect(padLineBytes(10, 4096 - 336 - 7 - 10)).toBe(0)
    expect(padLineBytes(10, 8000)).toBe(0)
  })

  it('puts the line just before the blank line that ends the head', () => {
    const head = 'HTTP/1.1 200 OK\r\nA: b\r\n\r\n'
    const padded = padHead(head, 20)
    expect(padded.length).toBe(head.length + 20)
    expect(padded).toMatch(/^HTTP\/1\.1 200 OK\r\nA: b\r\nX-Cache-Pad: \.+\r\n\r\n$/)
  })
})

/** Taken before the alignment is installed, as Next's compression keeps the writeHead of a request that came early. */
const writeHeadTakenEarly = http.ServerResponse.prototype.writeHead

/** A stand-in for Next: pages set with setHeader + end, with writeHead, with an early writeHead, and one with a huge header. */
function app(req: IncomingMessage, res: ServerResponse) {
  // As Next's compression does: a later wrapper of writeHead that still changes the head.
  const { writeHead } = res
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    this.setHeader('x-added-late', 'by the outer wrapper')
    return writeHead.apply(this, args as Parameters<typeof writeHead>)
  } as typeof writeHead
  const body = `<html>${req.url}</html>`
  if (req.url === '/early-request') {
    writeHeadTakenEarly.call(res, 200, { 'content-type': 'text/html' })
    res.end(body)
    return
  }
  if (req.url === '/written-head') {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(body) })
    res.end(body)
    return
  }
  res.setHeader('content-type', 'text/html')
  res.setHeader('cache-control', 's-maxage=1')
  if (req.url === '/huge-head') res.setHeader('x-huge', 'h'.repeat(7800))
  res.end(body)
}

let server: http.Server
let port: number
beforeAll(async () => {
  installTierAlignment()
  server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The raw answer, as nginx reads it from the app: its head and its body. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const lines = [`GET ${path} HTTP/1.1`, 'Host: app', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
    socket.end(`${lines.join('\r\n')}\r\n\r\n`)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('latin1')
      const end = raw.indexOf('\r\n\r\n') + 4
      resolve({ head: raw.slice(0, end), body: raw.slice(end) })
    })
  })
}

describe('installTierAlignment', () => {
  const key = 'httpGET127.0.0.1:3000/en|ru|gzip|'

  it('pads the head of a page the tier caches so that its body starts on a page of the cache file', async () => {
    for (const path of ['/en', '/written-head', '/early-request']) {
      const { head, body } = await rawGet(path, { 'X-Cache-Key': key })
      expect(head).toMatch(/\r\nX-Cache-Pad: \.+\r\n\r\n$/)
      if (path !== '/early-request') expect(head).toContain('x-added-late: by the outer wrapper')
      expect((nginxPrefix(key) + head.length) % 4096).toBe(0)
      expect(body).toContain(`<html>${path}</html>`)
    }
  })

  it('leaves other answers alone: without the tier’s key, the APIs and the admin, a head too big to pad', async () => {
    for (const [path, headers] of [
      ['/en', {}],
      ['/api/user/info', { 'X-Cache-Key': key }],
      ['/admin', { 'X-Cache-Key': key }],
      ['/huge-head', { 'X-Cache-Key': key }],
    ] as const) {
      const { head, body } = await rawGet(path, headers)
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
      expect(head).not.toContain('X-Cache-Pad')
      expect(body).toContain(`<html>${path}</html>`)
    }
  })
})
