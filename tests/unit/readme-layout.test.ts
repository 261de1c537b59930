/**
 * The README's layout map matches the tree. The map is the fenced code block under "## Layout".
 * A line is one or more folder names ending in `/` (`a/ b/` is two), then two or more spaces and
 * a description; an indented line is inside the last single-folder line above it with less
 * indentation. Lines whose first part is not all folders (a file, a blank line) are skipped.
 *
 * Fails when the map names a folder that does not exist, or when a folder at the top level or
 * directly under one of CHECKED is missing from the map.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Folders whose every direct subfolder must be in the map ('' is the repository's top level). */
const CHECKED = ['', 'src', 'src/server', 'cms', 'cms/collections', 'tests']

/** Top-level folders that are generated or local-only (see .gitignore); hidden ones are skipped except these. */
const IGNORED = new Set(['node_modules', '.next', 'data', '.tmp', 'test-results', 'playwright-report', 'bench-results'])
const HIDDEN_BUT_MAPPED = new Set(['.ci'])

/** The lines of the first fenced code block after the "## Layout" heading. */
function layoutBlock(readme: string): string[] {
  const lines = readme.split('\n')
  const heading = lines.findIndex((line) => line.trim() === '## Layout')
  if (heading < 0) throw new Error('README has no "## Layout" heading')
  const open = lines.findIndex((line, index) => index > heading && line.startsWith('```'))
  const close = lines.findIndex((line, index) => index > open && line.startsWith('```'))
  if (open < 0 || close < 0) throw new Error('no fenced code block under "## Layout"')
  return lines.slice(open + 1, close)
}

/** Every folder the map names, as a path from the repository root (no trailing slash). */
function mappedFolders(block: string[]): string[] {
  const folders: string[] = []
  // The lines above that may enclose the next one; `path` is null for a line naming several folders.
  const parents: { indent: number; path: string | null }[] = []
  for (const line of block) {
    const indent = line.length - line.trimStart().length
    const names = line.trim().split(/\s{2,}/)[0]!.split(' ')
    if (!names.every((name) => name.endsWith('/'))) continue
    while (parents.length && parents[parents.length - 1]!.indent >= indent) parents.pop()
    const parent = parents.length ? parents[parents.length - 1]!.path : ''
    if (parent === null) throw new Error(`"${line.trim()}" is indented under a line naming several folders`)
    const paths = names.map((name) => path.posix.join(parent, name.slice(0, -1)))
    folders.push(...paths)
    parents.push({ indent, path: paths.length === 1 ? paths[0]! : null })
  }
  return folders
}

/** Whether a folder at the top level belongs in the map. */
const mappable = (name: string) => !IGNORED.has(name) && (!name.startsWith('.') || HIDDEN_BUT_MAPPED.has(name))

function subfolders(relative: string): string[] {
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (relative !== '' || mappable(entry.name)))
    .map((entry) => path.posix.join(relative, entry.name))
}

const isFolder = (relative: string) => {
  try {
    return statSync(path.join(root, relative)).isDirectory()
  } catch {
    return false
  }
}

describe('README layout map', () => {
  const mapped = mappedFolders(layoutBlock(readFileSync(path.join(root, 'README.md'), 'utf8')))

  it('parses folders, several per line and nested by indentation', () => {
    const sample = ['cms/        the CMS', '  access/   roles', '  collections/', '    a/ b/    two at once', '  x.ts      a file', 'locales/    zh/ en/ ru/ in the text']
    expect(mappedFolders(sample)).toEqual(['cms', 'cms/access', 'cms/collections', 'cms/collections/a', 'cms/collections/b', 'locales'])
    expect(() => mappedFolders(['a/ b/', '  c/'])).toThrow(/several folders/)
  })

  it('names only folders that exist', () => {
    expect(mapped.filter((folder) => !isFolder(folder))).toEqual([])
  })

  it.each(CHECKED.map((folder) => [folder || '(top level)', folder] as const))('names every folder in %s', (_label, folder) => {
    expect(subfolders(folder).filter((sub) => !mapped.includes(sub))).toEqual([])
  })

  it('names each folder once', () => {
    expect(mapped.filter((folder, index) => mapped.indexOf(folder) !== index)).toEqual([])
  })
})
