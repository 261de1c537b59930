import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One import style: a module outside the importer's own folder is named by its alias.
    files: ['src/**/*.{ts,tsx}', 'cms/**/*.{ts,tsx}', 'payload.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: 'Import from another folder through its alias (@/…, @cms/…, @payload-types, @locales/…).' }] }],
    },
  },
  {
    // Site pages link through src/components/layout/Link (no viewport prefetching).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/layout/Link.tsx', 'src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use '@/components/layout/Link' (no viewport prefetch)." }],
          patterns: [{ group: ['../*'], message: 'Import from another folder through its alias (@/…, @cms/…, @payload-types, @locales/…).' }],
        },
      ],
    },
  },
  {
    // Loaded by next.config.ts, whose loader does not resolve tsconfig aliases: relative imports only.
    files: ['src/lib/content/post-routes.ts', 'src/lib/device.ts', 'src/lib/i18n/locales.ts', 'src/lib/i18n/switch-locale.ts', 'src/lib/rankings/images.ts', 'src/server/http/security-headers.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '@cms/*', '@locales/*', '@payload-types'], message: 'next.config.ts loads this file: its loader does not resolve aliases.' }] }],
    },
  },
  {
    ignores: [
      '.next/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'payload-types.ts',
      'cms/migrations/',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
]

export default eslintConfig
