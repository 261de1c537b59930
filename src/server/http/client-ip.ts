/**
 * Who is calling, for per-IP limits. Behind a reverse proxy the socket address is the proxy's;
 * X-Forwarded-For then holds the chain, but its left part is whatever the client wrote. Only the
 * entries our own proxies appended (the rightmost `hops`) can be believed, so the client is the
 * entry our outermost proxy added. IPv6 clients are counted per /64: one host usually holds the
 * whole /64 and could otherwise rotate through 2^64 addresses.
 */
import { isIP } from 'node:net'

/** TRUST_PROXY: unset/false → no proxy; true → one proxy; a number → that many proxies in a row. */
export function trustedHops(setting = process.env.TRUST_PROXY): number {
  if (!setting || setting === 'false') return 0
  if (setting === 'true') return 1
  const hops = Number(setting)
  return Number.isInteger(hops) && hops > 0 && hops < 10 ? hops : 0
}

export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops = trustedHops()): string {
  const socket = normalize(socketAddress ?? '') || 'unknown'
  if (hops === 0) return socket
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => normalize(entry.trim()))
  // Our proxies appended the last `hops` entries; the first of those is the client they saw.
  const candidate = chain.length >= hops ? chain[chain.length - hops] : undefined
  return candidate && isIP(candidate) ? candidate : socket
}

/** The key per-IP limits count under: the IPv4 address, or the /64 of an IPv6 one. */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address
  const groups = expandIpv6(address)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
}

/** Drops an IPv4-mapped prefix (::ffff:1.2.3.4) and brackets or a zone id. */
function normalize(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  return (mapped ? mapped[1] : bare) ?? ''
}

function expandIpv6(address: string): string[] | null {
  let text = address.toLowerCase()
  // An embedded IPv4 tail (::1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? left.length !== 8 : missing < 1) return null
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) => group.padStart(4, '0'))
}
