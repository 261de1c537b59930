/**
 * @payloadcms/storage-s3 and @payloadcms/plugin-cloud-storage exist on npm only up to 3.90.1,
 * which pin payload and @payloadcms/ui 3.90.1; package.json's overrides give them the project's
 * 3.90.2 instead of a second copy (two copies of @payloadcms/ui break the admin's React contexts).
 * Payload's own start-up version check refuses that pair, so it is off (payload.config.ts) and
 * this test checks the installed tree instead (docs/decisions/0013-s3-media.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const OVERRIDDEN = ['@payloadcms/plugin-cloud-storage', '@payloadcms/storage-s3']

const versionOf = (dir: string): string => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { overrides: Record<string, unknown> }

/** Every installed copy of `name`: node_modules/<name> and any nested under another package. */
function copiesOf(name: string, root = 'node_modules'): string[] {
  const found = existsSync(path.join(root, name, 'package.json')) ? [path.join(root, name)] : []
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const packages = entry.name.startsWith('@') ? readdirSync(path.join(root, entry.name)).map((child) => path.join(root, entry.name, child)) : [path.join(root, entry.name)]
    for (const dir of packages) if (existsSync(path.join(dir, 'node_modules'))) found.push(...copiesOf(name, path.join(dir, 'node_modules')))
  }
  return found
}

describe('Payload packages', () => {
  const payload = versionOf('node_modules/payload')

  it('are one copy of payload and one of @payloadcms/ui', () => {
    expect(copiesOf('payload')).toEqual([path.join('node_modules', 'payload')])
    expect(copiesOf('@payloadcms/ui')).toEqual([path.join('node_modules', '@payloadcms', 'ui')])
  })

  it("share payload's version, but for the overridden storage packages", () => {
    const scoped = readdirSync('node_modules/@payloadcms').map((name) => `@payloadcms/${name}`)
    const others = scoped.filter((name) => !OVERRIDDEN.includes(name))
    expect(others.filter((name) => versionOf(path.join('node_modules', name)) !== payload)).toEqual([])
  })

  it('still need the override: remove it (package.json "overrides", PAYLOAD_DISABLE_DEPENDENCY_CHECKER in payload.config.ts) once storage-s3 matches payload', () => {
    for (const name of OVERRIDDEN) {
      expect(pkg.overrides[name], `${name} in package.json "overrides"`).toBeDefined()
      expect(versionOf(path.join('node_modules', name)), `${name} is at payload's version ${payload}: remove the override`).not.toBe(payload)
    }
  })
})
