import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const gatewayFence =
  'Screens reach the gateway only through the generated hooks in generated/ (which use the one HTTP client). ' +
  'Add the call to openapi/gateway.yaml and run `npm run generate`.';

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-demo/',
    'generated/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'storybook-static/',
    'reports/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
  },

  // A few type-aware rules that catch real bugs (lost promises, awaiting non-promises)
  // without the noise of the full type-checked preset.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },

  // Plain JavaScript (this file, tool configs) is not part of the TypeScript project.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },

  // The browser application.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  // Import fence: feature screens never talk to the network themselves.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.type='Identifier'][callee.name='fetch']", message: gatewayFence },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
          message: gatewayFence,
        },
        { selector: "NewExpression[callee.name='XMLHttpRequest']", message: gatewayFence },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'openapi-fetch', message: gatewayFence },
            { name: 'axios', message: gatewayFence },
          ],
          patterns: [
            {
              group: ['**/shared/lib/http/gateway-client', '**/shared/lib/http/gateway-client.ts'],
              message: gatewayFence,
            },
          ],
        },
      ],
    },
  },
]);
