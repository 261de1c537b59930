/**
 * The local WeChat provider (quickstart, tests, installations without a WeChat app): "WeChat's QR
 * page" is a page of this site (/oauth/wechat-scan) where the visitor plays the phone: names a
 * WeChat user and confirms. The code it hands to /oauth is signed, valid 5 minutes and accepted
 * once; the same name is the same WeChat user. Nothing here talks to WeChat.
 */
import { createHmac, randomBytes } from 'node:crypto'

import { localizedPath } from '@/lib/i18n/locales'
import { safeEqual } from '@/server/platform/crypto'

import { type WechatIdentity, type WechatProvider, WechatError } from './types'

const CODE_TTL_MS = 5 * 60_000

type Options = {
  key: Buffer
  /** Resolves false when the nonce was used before (shared store: every app instance sees it). */
  claimOnce: (nonce: string) => Promise<boolean>
  now?: () => number
}

export function createLocalWechat({ key, claimOnce, now = Date.now }: Options) {
  const sign = (...parts: string[]) => createHmac('sha256', key).update(parts.join('.')).digest('base64url')

  /** The identity a name stands for: stable, and not the name itself. */
  function identityOf(name: string): Omit<WechatIdentity, 'nickname' | 'avatar'> {
    const id = sign('identity', name).slice(0, 22)
    return { unionId: `local-${id}`, openId: `local-open-${id}` }
  }

  /** What the simulated phone hands back after "confirm": a signed code for this WeChat user. */
  function scan(name: string): string {
    const payload = Buffer.from(JSON.stringify({ n: name, x: now() + CODE_TTL_MS, r: randomBytes(9).toString('base64url') })).toString('base64url')
    return `${payload}.${sign('code', payload)}`
  }

  const provider: WechatProvider = {
    name: 'local',
    authorizeUrl({ state, locale }) {
      return `${localizedPath('/oauth/wechat-scan', locale)}?${new URLSearchParams({ state })}`
    },
    async exchangeCode(code) {
      const [payload, signature] = code.split('.')
      if (!payload || !signature || !safeEqual(signature, sign('code', payload))) throw new WechatError('invalid code', 40029)
      let parsed: { n?: unknown; x?: unknown; r?: unknown }
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        throw new WechatError('invalid code', 40029)
      }
      if (typeof parsed.n !== 'string' || typeof parsed.x !== 'number' || typeof parsed.r !== 'string') throw new WechatError('invalid code', 40029)
      if (parsed.x < now()) throw new WechatError('code expired', 42003)
      if (!(await claimOnce(`wx:${parsed.r}`))) throw new WechatError('code been used', 40163)
      return { ...identityOf(parsed.n), nickname: parsed.n, avatar: null }
    },
  }
  return { provider, scan }
}
