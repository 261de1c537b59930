type Tree = { [key: string]: string | Tree }

export function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

function valueAt(tree: Tree, keyPath: string): unknown {
  return keyPath.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree)
}

/** Every problem that would show a visitor a raw key or a blank: missing keys and empty values. */
export function compareLocaleFiles(files: Record<string, Tree>): string[] {
  const all = new Set(Object.values(files).flatMap((tree) => keyPaths(tree)))
  const problems: string[] = []
  for (const [locale, tree] of Object.entries(files)) {
    const own = new Set(keyPaths(tree))
    for (const key of all) {
      if (!own.has(key)) problems.push(`${locale} is missing ${key}`)
      else if (String(valueAt(tree, key)).trim() === '') problems.push(`${locale} has an empty value at ${key}`)
    }
  }
  return problems
}
