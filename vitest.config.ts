import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

// Same aliases as tsconfig.json "paths".
const alias = {
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@payload-types': path.join(root, 'payload-types.ts'),
  '@locales': path.join(root, 'locales'),
  '@cms': path.join(root, 'cms'),
  '@': path.join(root, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // The server's log lines would only be noise here (tests spy on the logger where it matters).
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'], env: { LOG_LEVEL: 'silent' } },
      },
      {
        // Real PostgreSQL through Payload's local API; DATABASE_URL comes from scripts/test-db.ts.
        resolve: { alias },
        test: { name: 'int', environment: 'node', include: ['tests/int/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
      },
      {
        // Real HTTP against production servers started from the current build.
        resolve: { alias },
        test: { name: 'http', environment: 'node', include: ['tests/http/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 120_000, fileParallelism: false },
      },
    ],
  },
})
