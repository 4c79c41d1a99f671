// One flat config for the monorepo. Import boundaries (tools/eslint/feature-boundaries.js, proven by its test): a
// feature never reaches into another feature, shared lib/ and components/ import no feature, and the training engine
// never imports the shop's features (they register with it instead).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import pulp from './tools/eslint/feature-boundaries.js'

const noFocusedTests = { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' }

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'playwright-report/**', '.ci-report/**', '**/*.bak', 'packages/challenges/codefixes/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // plain scripts that server-rendered pages load (the class trainer's dashboard)
    files: ['apps/server/views/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { pulp },
    rules: { 'pulp/feature-boundaries': 'error' },
  },
  {
    files: ['apps/web/src/features/*/components/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation', 'useQueryClient'],
              message: "Writes and cache invalidation live in the feature's api/ folder: call its mutation hook.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/events.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: 'TSModuleDeclaration TSInterfaceDeclaration[id.name="PulpEvents"]',
          message: 'Events go directly into the one PulpEvents interface in apps/server/src/lib/events.ts.',
        },
      ],
    },
  },
)
