import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { migrations } from '../../cms/migrations'
import { rejectWhenIdle, StalledError } from '@/server/db/idle-watchdog'
import { committedMigrationNames, seedFingerprint, seedInputFiles } from '@/server/db/prepare-state'

describe('the committed migrations, read without importing them', () => {
  it('are the list Payload migrates with (cms/migrations/index.ts)', () => {
    expect(committedMigrationNames()).toEqual(migrations.map((migration) => migration.name))
  })

  it('are null when the index does not read like the generated one (the caller then loads Payload)', () => {
    const one = "import * as migration_a from './20260101_000000_a';\n\nexport const migrations = [\n  {\n    up: migration_a.up,\n    name: '20260101_000000_a',\n  },\n];\n"
    expect(committedMigrationNames(one)).toEqual(['20260101_000000_a'])
    expect(committedMigrationNames(one.replace("name: '20260101_000000_a'", "name: '20260101_000000_b'"))).toBeNull()
    expect(committedMigrationNames(`${one}import * as migration_c from './20260101_000000_c';\n`)).toBeNull()
    expect(committedMigrationNames('export const migrations = []')).toBeNull()
  })
})

describe('the seed fingerprint', () => {
  it('covers the seed code, its data and what they import from the project', () => {
    const files = seedInputFiles().map((file) => path.relative(process.cwd(), file))
    for (const file of [
      'cms/seed/index.ts',
      'cms/seed/content.ts',
      'cms/seed/data/chrome.ts',
      'locales/zh/content.json',
      'locales/ru/common.json',
      'src/server/report/demo.ts',
      'src/lib/i18n/locales.ts',
      'cms/editor/richText.ts',
    ]) {
      expect(files).toContain(file)
    }
    expect(files.some((file) => file.includes('node_modules'))).toBe(false)
  })

  it('is stable and changes with any input file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-fingerprint-'))
    try {
      const a = path.join(dir, 'a.ts')
      const b = path.join(dir, 'b.json')
      writeFileSync(a, 'export const a = 1\n')
      writeFileSync(b, '{"b": 1}')
      const before = seedFingerprint([a, b])
      expect(seedFingerprint([a, b])).toBe(before)
      writeFileSync(b, '{"b": 2}')
      expect(seedFingerprint([a, b])).not.toBe(before)
      expect(seedFingerprint([a])).not.toBe(before)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the loader watchdog', () => {
  const never = new Promise<never>(() => {})

  it('gives up on a wait during which the process uses no CPU', async () => {
    const idle = () => ({ user: 0, system: 0 })
    const watched = rejectWhenIdle(never, { idleMs: 200, sampleMs: 20, what: 'Loading', cpuUsage: idle })
    await expect(watched).rejects.toThrow(/^Loading used 0 ms of CPU in \d+ ms$/)
    await expect(watched).rejects.toBeInstanceOf(StalledError)
  })

  it('keeps waiting for slow work that is still using CPU, however long it takes', async () => {
    let cpu = 0
    const working = () => ({ user: (cpu += 50_000), system: 0 }) // 50 ms of CPU per sample
    const slow = new Promise((resolve) => setTimeout(() => resolve('loaded'), 600))
    await expect(rejectWhenIdle(slow, { idleMs: 200, sampleMs: 20, what: 'Loading', cpuUsage: working })).resolves.toBe('loaded')
  })

  it("passes the promise's own failure on as it is", async () => {
    const failing = Promise.reject(new Error('syntax error'))
    await expect(rejectWhenIdle(failing, { idleMs: 200, what: 'Loading' })).rejects.toThrow(/^syntax error$/)
  })
})
