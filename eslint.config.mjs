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
