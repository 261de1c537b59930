/**
 * next.config.ts is loaded by Next's own config loader, which does not resolve tsconfig aliases
 * (a `@/…` import there fails the build with "Cannot find module './src/…'"). Every project file
 * it reaches, directly or not, must import by relative paths.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
const SPECIFIER = /(?:from\s*|import\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
const ALIAS = /^@(\/|cms\/|locales\/|payload-types$|payload-config$)/

function closure(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const todo = [entry]
  while (todo.length) {
    const file = todo.pop()!
    if (found.has(file)) continue
    const specifiers = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => match[1]!)
    found.set(file, specifiers)
    for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
      const base = path.resolve(path.dirname(file), specifier)
      const next = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync)
      if (next) todo.push(next)
    }
  }
  return found
}

describe('the files next.config.ts loads', () => {
  it('import each other by relative paths only', () => {
    const files = closure(path.join(ROOT, 'next.config.ts'))
    expect(files.size).toBeGreaterThan(3)
    const aliased = [...files].flatMap(([file, specifiers]) => specifiers.filter((s) => ALIAS.test(s)).map((s) => `${path.relative(ROOT, file)}: ${s}`))
    expect(aliased).toEqual([])
  })
})
