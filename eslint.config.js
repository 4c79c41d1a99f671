// One flat config for the monorepo. Import boundaries: a feature never reaches into another feature,
// and the training engine never imports the shop's features (they register with it instead).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const crossFeature = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/`,
  message: 'A feature must not import another feature: move the shared piece to lib/ (server) or components/ or lib/ (web).',
})

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'playwright-report/**', '.ci-report/**', '**/*.bak'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['apps/server/src/features/*/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(1)] }] } },
  { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(1)] }] } },
  { files: ['apps/web/src/features/*/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(2)] }] } },
  {
    files: ['apps/server/src/training/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'training/ must not import features/: features register their detectors with it.' }] }],
    },
  },
)
