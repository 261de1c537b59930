import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { decideDeviceRoute, DEVICE_RULES, DEVICE_SIDES, deviceClass, deviceSide, desktopTwin, mobileTwin, refreshDevices, SAMPLE_USER_AGENTS } from '@/lib/device'
import { splitLocalePath } from '@/lib/i18n/switch-locale'
import { config } from '@/proxy'
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'

import { USER_AGENTS } from '../helpers/user-agents'
import { APP_MAPS_FILE } from '../../scripts/lib/nginx-maps'

describe('device classes', () => {
  it.each(Object.entries(USER_AGENTS))('%s', (_name, { ua, device }) => {
    expect(deviceClass(ua)).toBe(device)
  })

  it('treat a missing user agent as unknown (served as asked)', () => {
    expect(deviceClass(undefined)).toBe('bot')
    expect(deviceClass(null)).toBe('bot')
  })

  it('have a sample user agent each that classifies as that class', () => {
    for (const [device, ua] of Object.entries(SAMPLE_USER_AGENTS)) expect(deviceClass(ua)).toBe(device)
  })
})

describe('twins', () => {
  it('pair the desktop pages of DESIGN.md with their /m pages', () => {
    const pairs: [string, string][] = [
      ['/', '/m'],
      ['/about', '/m/about'],
      ['/register', '/m/register'],
      ['/lottery', '/m/lottery'],
      ['/QACommunity', '/m/QACommunity'],
      ['/QACommunity/2', '/m/QACommunity/2'],
      ['/answerDetail/13', '/m/answerDetail/13'],
      ['/promotion', '/m/promotion'],
      ['/promotion/7', '/m/promotion/7'],
      ['/calculator', '/m/calculator'],
    ]
    for (const [desktop, mobile] of pairs) {
      expect(mobileTwin(desktop)).toBe(mobile)
      expect(desktopTwin(mobile)).toBe(desktop)
    }
    // The proxy runs for phones on each of them, in every language (else a phone stays on the desktop page).
    const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matchers: unknown, nextConfig: unknown) => Array<{ regexp: string }> }
    const forPhones = config.matcher.filter((entry) => typeof entry === 'object' && 'has' in entry && entry.has?.some((condition) => condition.key === 'user-agent'))
    const phoneMatchers = getMiddlewareMatchers(forPhones, { i18n: { locales: ['zh', 'en', 'ru'], defaultLocale: 'zh' } }).map((matcher) => new RegExp(matcher.regexp))
    for (const [desktop] of pairs) {
      for (const locale of ['zh', 'en', 'ru']) {
        const pathname = `/${locale}${desktop === '/' ? '' : desktop}`
        expect(phoneMatchers.some((regexp) => regexp.test(pathname)), pathname).toBe(true)
      }
    }
  })

  it('leave pages without a twin alone', () => {
    for (const path of ['/login', '/agreement', '/lesson/3', '/answerDetail', '/about/x', '/QACommunity/2/3', '/mobile', '/m2']) expect(mobileTwin(path)).toBeNull()
    for (const path of ['/m/product', '/m/download', '/m/agreement', '/m/policy', '/m/ReceivePrize', '/m/DeliveryInfo', '/about', '/m/answerDetail']) expect(desktopTwin(path)).toBeNull()
  })
})

describe('device routing', () => {
  const phone = USER_AGENTS['iPhone Safari'].ua
  const desktop = USER_AGENTS['desktop Chrome'].ua

  it('sends a phone to the mobile twin, keeping the language prefix and the query', () => {
    expect(decideDeviceRoute('/', '', phone)).toEqual({ redirect: '/m' })
    expect(decideDeviceRoute('/en', '?utm=x', phone)).toEqual({ redirect: '/en/m?utm=x' })
    expect(decideDeviceRoute('/ru/answerDetail/5', '?a=1&b=2', phone)).toEqual({ redirect: '/ru/m/answerDetail/5?a=1&b=2' })
    expect(decideDeviceRoute('/m/about', '', phone)).toBeNull()
    expect(decideDeviceRoute('/login', '', phone)).toBeNull()
  })

  it('sends a desktop (and a tablet) to the desktop twin', () => {
    expect(decideDeviceRoute('/m', '', desktop)).toEqual({ redirect: '/' })
    expect(decideDeviceRoute('/en/m', '', desktop)).toEqual({ redirect: '/en' })
    expect(decideDeviceRoute('/ru/m/QACommunity/2', '?x=1', USER_AGENTS.iPad.ua)).toEqual({ redirect: '/ru/QACommunity/2?x=1' })
    expect(decideDeviceRoute('/m/product', '', desktop)).toBeNull()
    expect(decideDeviceRoute('/about', '', desktop)).toBeNull()
  })

  it('never moves a bot or an unknown client', () => {
    for (const ua of [USER_AGENTS.Googlebot.ua, USER_AGENTS['Googlebot smartphone'].ua, '']) {
      expect(decideDeviceRoute('/', '', ua)).toBeNull()
      expect(decideDeviceRoute('/m', '', ua)).toBeNull()
    }
  })

  it('refreshes every cached copy that holds the page (a redirect to the twin never changes)', () => {
    expect(refreshDevices('/en')).toEqual(['desktop'])
    expect(refreshDevices('/ru/m/about')).toEqual(['phone'])
    expect(refreshDevices('/m/product')).toEqual(['phone', 'desktop'])
    expect(refreshDevices('/lesson/1')).toEqual(['desktop'])
    expect(refreshDevices('/about-us')).toEqual(['desktop', 'phone'])
  })
})

describe('the routing is the same everywhere', () => {
  const phoneRule = DEVICE_RULES.find((rule) => rule.device === 'phone')!
  const tabletRule = DEVICE_RULES.find((rule) => rule.device === 'desktop')!

  it('the proxy matcher tells phones by the same rules (a bot may look like either: it is never moved)', () => {
    type Condition = { type: string; key: string; value?: string }
    const values = config.matcher.flatMap((entry): Condition[] =>
      typeof entry === 'string' ? [] : [...(('has' in entry ? entry.has : undefined) ?? []), ...(('missing' in entry ? entry.missing : undefined) ?? [])],
    )
    const agentValues = values.filter((item) => item.type === 'header' && item.key === 'user-agent').map((item) => item.value ?? '')
    expect(agentValues.length).toBe(5)
    for (const value of agentValues) expect(value).toBe(`(?!.*(?:${tabletRule.pattern})).*(?:${phoneRule.pattern}).*`)
    // As Next applies it: anchored, case-sensitive.
    const matcher = new RegExp(`^${agentValues[0]}$`)
    for (const [name, { ua, device }] of Object.entries(USER_AGENTS)) {
      if (device !== 'bot') expect(matcher.test(ua), name).toBe(device === 'phone')
    }
  })

  // The maps nginx runs: the committed copy docker-compose mounts, and the template.
  const template = readFileSync(APP_MAPS_FILE, 'utf8') + readFileSync('deploy/nginx/cache.conf.template', 'utf8')
  const mapLines = (source: string, target: string) =>
    (new RegExp(`map ${source.replaceAll('$', '\\$')} ${target.replaceAll('$', '\\$')} \\{([^}]*)\\}`).exec(template)?.[1] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))

  it('the nginx cache tier classifies with the same rules in the same order', () => {
    const lines = mapLines('$http_user_agent', '$device_class')
    expect(lines[0]).toBe('default desktop;')
    const rules = lines.slice(1).map((line) => {
      const match = /^"~(\*?)(.*)" (\w+);$/.exec(line)
      expect(match, line).not.toBeNull()
      return { pattern: match![2], ignoreCase: match![1] === '*', device: match![3] }
    })
    expect(rules).toEqual(DEVICE_RULES)
  })

  it('the nginx cache tier knows the same device sides', () => {
    const lines = mapLines('"$uri $request_uri"', '$device_side')
    expect(lines[0]).toBe('default "";')
    expect(lines.slice(1).map((line) => /^"~\*(.*)" (\w+);$/.exec(line)?.slice(1))).toEqual(DEVICE_SIDES.map((rule) => [rule.pattern, rule.side]))
    expect(mapLines('"$device_class:$device_side"', '$device_key')).toEqual(['default "";', '"phone:desktop" phone;', '"desktop:mobile" desktop;'])
  })

  it('every request the app moves for its device has its own copy in the cache tier (the sides cover the twins)', () => {
    const paths = ['/', '/en', '/ru', '/zh', '/about', '/ru/register', '/lottery', '/QACommunity', '/en/QACommunity/3', '/answerDetail/9', '/promotion', '/promotion/4']
    const all = [...paths, ...paths.map((path) => splitLocalePath(path)).map(({ locale, path }) => `/${locale}${mobileTwin(path)}`), '/m/product', '/login', '/about-us', '/mobile']
    for (const path of all) {
      for (const { ua, device } of Object.values(USER_AGENTS)) {
        if (!decideDeviceRoute(path, '', ua)) continue
        expect(deviceSide(path), path).toBe(device === 'phone' ? 'desktop' : 'mobile')
      }
    }
    for (const path of ['/lesson/3', '/business-college', '/account', '/ExplosionDetection/dataList', '/api/x', '/en/lesson?from=/m']) expect(deviceSide(path), path).toBeNull()
  })

  it('the sides cover what the app reads however the path is written, and the JSON of client-side navigation', () => {
    const phone = USER_AGENTS['iPhone Safari'].ua
    // An encoded slash in an id: the app sees a question, nginx's decoded path does not.
    expect(decideDeviceRoute('/answerDetail/%2e%2e%2fx', '', phone)).not.toBeNull()
    expect(deviceSide('/x', '/answerDetail/%2e%2e%2fx')).toBe('desktop')
    // A dot segment: the app resolves it, as nginx's decoded path does.
    expect(deviceSide('/about', '/x/../about')).toBe('desktop')
    expect(deviceSide('/?utm=1')).toBe('desktop')
    expect(deviceSide('/en', '/en?utm=1')).toBe('desktop')
    expect(deviceSide('/ru/about', '/ru/about?utm=1')).toBe('desktop')
    expect(deviceSide('/english')).toBeNull()
    expect(deviceSide('/en/m?utm=1')).toBe('mobile')
    for (const [path, side] of [
      ['/_next/data/abc123/zh.json', 'desktop'],
      ['/_next/data/abc123/en/about.json', 'desktop'],
      ['/_next/data/abc123/ru/answerDetail/4.json', 'desktop'],
      ['/_next/data/abc123/en/m.json', 'mobile'],
      ['/_next/data/abc123/zh/m/QACommunity.json', 'mobile'],
      ['/_next/data/abc123/en/lesson.json', null],
      ['/_next/data/abc123/en/mobile.json', null],
    ] as const) {
      expect(deviceSide(path), path).toBe(side)
    }
  })
})
