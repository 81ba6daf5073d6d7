import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { layersPlugin } from './config/eslint-layers.mjs'

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'scripts/.*', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=1][arguments.0.type!='NumericLiteral']",
          message: 'Parse server times with parseServerTime (dayjs, explicit format), never new Date(value).',
        },
      ],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/stores/**/*.ts', 'src/services/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/config/env.ts; platform differences live in src/platform/.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'types/**/*.ts'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports': 'error' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    // scripts run in Node; some pass functions to the browser (page.evaluate), hence the browser names
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly', URL: 'readonly', localStorage: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
