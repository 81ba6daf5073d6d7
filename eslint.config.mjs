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
      // the page kit's load names its deps as an effect does (components/page-kit/use-page-load.ts)
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^usePageLoad$' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=1][arguments.0.type!='NumericLiteral']",
          message: 'Parse server times with parseServerTime or serverTimeMs (utils/server-time: explicit formats), never new Date(value).',
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
    // One of each: page addresses are written in src/config/page-table.ts and built by
    // src/config/routes.ts, pages load and refresh through
    // components/page-kit, a spinner's 加载中… is drawn by the page kit's views (every spinner is
    // components/spinner), actions report
    // through runAction (components/toast/run-action.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/page-table.ts', 'src/components/page-kit/**', 'src/components/resource-pending/**', 'src/components/list-footer/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=1][arguments.0.type!='NumericLiteral']",
          message: 'Parse server times with parseServerTime or serverTimeMs (utils/server-time: explicit formats), never new Date(value).',
        },
        { selector: 'Literal[value=/^\\/?pages\\//]', message: 'Build page addresses with routes (src/config/routes.ts).' },
        { selector: 'TemplateElement[value.raw=/^\\/?pages\\//]', message: 'Build page addresses with routes (src/config/routes.ts).' },
        { selector: "CallExpression[callee.name='toast'] > CallExpression.arguments[callee.name='errorText']", message: "Report an action's result with runAction (components/toast/run-action.ts)." },
        { selector: 'JSXText[value=/加载中/]', message: 'The wait is drawn by pendingView or ListFooter (one loading view).' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tarojs/taro', importNames: ['usePullDownRefresh'], message: 'Pull-down goes through usePageLoad or usePagedList (components/page-kit).' },
            { name: '@nutui/nutui-react-taro', importNames: ['Loading'], message: 'A spinner is components/spinner (NutUI’s loading icon, without the second icon NutUI’s Loading brings).' },
            { name: '@nutui/nutui-react-taro', importNames: ['Empty'], message: 'An empty or error box is components/empty-state (EmptyState, ErrorState, StateBox: NutUI Empty’s look, with the storefront’s pictures).' },
            { name: '@nutui/nutui-react-taro', importNames: ['Tabs'], message: 'A row of tabs is components/tab-strip (NutUI’s Tabs leave their scroll timers running after the page closes).' },
          ],
        },
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
