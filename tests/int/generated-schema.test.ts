/**
 * The service code queries Payload's tables through the typed Drizzle schema in
 * src/payload-generated-schema.ts, so a renamed field fails the typecheck. That only holds while
 * the committed file matches the config: regenerate it (`npm run generate:db-schema`) with it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'
import { expect, it } from 'vitest'

it('src/payload-generated-schema.ts is what the Payload config generates', async () => {
  const payload = await getPayload({ config })
  const dir = mkdtempSync(path.join(tmpdir(), 'db-schema-'))
  try {
    const outputFile = path.join(dir, 'schema.ts')
    await payload.db.generateSchema?.({ outputFile, log: false })
    expect(readFileSync(outputFile, 'utf8')).toBe(readFileSync('src/payload-generated-schema.ts', 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
