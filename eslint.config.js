import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

const gatewayFence =
  'Screens reach the gateway only through the generated hooks in generated/ (which use the one HTTP client). ' +
  'Add the call to openapi/gateway.yaml and run `npm run generate`.';

/** Feature screens never talk to the network themselves. */
const networkSyntax = [
  { selector: "CallExpression[callee.type='Identifier'][callee.name='fetch']", message: gatewayFence },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
    message: gatewayFence,
  },
  { selector: "NewExpression[callee.name='XMLHttpRequest']", message: gatewayFence },
];

const clockFence =
  'Today comes from useToday() (src/shared/lib/clock.ts): the date the component first rendered, one for the ' +
  'whole page view, which tests set with vi.setSystemTime. A business rule takes it as a parameter.';

/** Screens and hooks never read the clock themselves: `new Date()` with no arguments. */
const clockSyntax = {
  selector: "NewExpression[callee.type='Identifier'][callee.name='Date'][arguments.length=0]",
  message: clockFence,
};

const schemaFormFence =
  'A form checked by a schema goes through useSchemaForm (src/shared/lib/validation/schemas.ts): it checks the ' +
  'fields when the spec says, and says the errors it shows again when the member changes language.';

// Layer fences (docs/architecture.md). Every file is one element: the first descriptor that matches its full path.
// The generated hooks (generated/gateway/<tag>/<tag>.ts) are the API layer: each of them calls the one HTTP client
// (src/shared/lib/http/gateway-client.ts, orval's mutator), so screens import them and the models directly. What
// production code never reaches: the generated MSW handlers (the mock gateway's), the answer validators (the HTTP
// client's alone), the openapi-typescript types (the scripts'), the mock gateway itself (only through its loader),
// and test support.
const layerElements = [
  { type: 'test-support', mode: 'full', pattern: 'src/**/*.{test,stories}.{ts,tsx}' },
  { type: 'test-support', mode: 'full', pattern: 'src/**/*-test-{helpers,support}.{ts,tsx}' },
  { type: 'test-support', pattern: 'src/test', partialMatch: false },
  { type: 'test-support', pattern: 'src/app/fault-matrix', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'http-client', pattern: 'src/shared/lib/http', partialMatch: false },
  // Business rules: pure functions with their table tests, one folder per gateway noun (docs/architecture.md).
  { type: 'domain', pattern: 'src/domain', partialMatch: false },
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  { type: 'config', pattern: 'src/config', partialMatch: false },
  // The production service worker: its own script (a worker, not a page), sharing only constants and plain code.
  { type: 'service-worker', pattern: 'src/service-worker', partialMatch: false },
  // The app layer: src/app and the entry point, src/main.tsx.
  { type: 'app', pattern: 'src', partialMatch: false },
  { type: 'generated-mock', mode: 'full', pattern: 'generated/gateway/**/*.msw.ts' },
  { type: 'generated-api', pattern: 'generated/gateway', partialMatch: false },
  { type: 'generated-model', pattern: 'generated/model', partialMatch: false },
  { type: 'generated-validators', pattern: 'generated/validators', partialMatch: false },
  { type: 'generated-types', mode: 'full', pattern: 'generated/openapi.d.ts' },
  { type: 'mocks', pattern: 'mocks', partialMatch: false },
  // Static files served as they are; the build-time prerender reads the deployment template, public/config.json.
  { type: 'public', pattern: 'public', partialMatch: false },
];

const gatewayApi = ['generated-api', 'generated-model'];

/** What each layer of production code may import; anything else is a breach. */
function layerPolicies({ mockEntry = false } = {}) {
  const below = (...types) => ({ to: { element: { types: { anyOf: types } } } });
  return [
    {
      from: { element: { type: 'app' } },
      allow: below(
        'app',
        'feature',
        'domain',
        'http-client',
        'shared',
        'config',
        'public',
        ...gatewayApi,
        ...(mockEntry ? ['mocks'] : []),
      ),
    },
    // A feature reaches its own files (internal), never another feature's: shared pieces move to src/shared, and
    // the app layer composes features.
    { from: { element: { type: 'feature' } }, allow: below('domain', 'http-client', 'shared', 'config', ...gatewayApi) },
    { from: { element: { type: 'shared' } }, allow: below('domain', 'http-client', 'shared', 'config', ...gatewayApi) },
    // Business rules read the models, the configuration and plain helpers (formatting, dates, links, the API error's
    // shape); never a feature, the app or a React component.
    { from: { element: { type: 'domain' } }, allow: below('domain', 'http-client', 'shared', 'config', 'generated-model') },
    {
      from: { element: { type: 'http-client' } },
      allow: below('domain', 'shared', 'config', ...gatewayApi, 'generated-validators'),
    },
    { from: { element: { type: 'config' } }, allow: below('config') },
    // Nothing imports the worker: it is built on its own (vite.config.ts).
    { from: { element: { type: 'service-worker' } }, allow: below('service-worker', 'shared', 'config') },
  ];
}

const layerMessage =
  'Layer fence: {{from.type}} may not import {{to.type}} ({{dependency.source}}). Imports run app → features → ' +
  'shared → config; features never import each other; the mock gateway is reached only through ' +
  'src/app/mock-gateway-loader.ts (docs/architecture.md).';

function layerFence(options) {
  return [
    'error',
    {
      default: 'disallow',
      checkUnknownLocals: true,
      message: layerMessage,
      policies: layerPolicies(options),
    },
  ];
}

/** Test code (tests, stories, src/test, the fault matrix harness) renders the whole app and may import anything. */
const testSupportFiles = [
  'src/**/*.{test,stories}.{ts,tsx}',
  'src/**/*-test-{helpers,support}.{ts,tsx}',
  'src/test/**',
  'src/app/fault-matrix/**',
];

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

  // The production service worker runs in a worker.
  {
    files: ['src/service-worker/**/*.ts'],
    ignores: testSupportFiles,
    languageOptions: { globals: globals.serviceworker },
  },

  // Import fence: feature screens never talk to the network themselves.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...networkSyntax],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'openapi-fetch', message: gatewayFence },
            { name: 'axios', message: gatewayFence },
            { name: '@hookform/resolvers/zod', message: schemaFormFence },
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

  // One clock: the screens and hooks of the features and the shared interface pieces read today from useToday.
  // (A block's no-restricted-syntax replaces an earlier one's, so the features' network fence is repeated here.)
  // Tests and stories set the date with vi.setSystemTime and may read it.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: testSupportFiles,
    rules: { 'no-restricted-syntax': ['error', ...networkSyntax, clockSyntax] },
  },
  {
    files: ['src/shared/ui/**/*.{ts,tsx}'],
    ignores: [...testSupportFiles, 'src/shared/ui/test-utils/**'],
    rules: { 'no-restricted-syntax': ['error', clockSyntax] },
  },

  // Every text a member reads is a message (docs/decisions/020-spanish.md): written with Lingui's macros, so it is in
  // the catalogs and has its Spanish. What is not a text (class names, ids, routes, codes, keys) is left alone.
  {
    files: ['src/**/*.{ts,tsx}'],
    // Not for members: the demo personas of mock mode, the configuration problem page and what start-up reports
    // to the people who run the portal (decision 020), and index.html's first-paint script (its own two languages).
    ignores: [
      ...testSupportFiles,
      'src/app/dev/**',
      'src/app/config-error-page.tsx',
      'src/app/bootstrap.ts',
      'src/app/mock-mode.ts',
      'src/config/runtime-config-problems.ts',
      'src/config/runtime-config.ts',
      'src/app/first-paint-script.ts',
      // The wire: HTTP headers, cookies and the problems reported to developers (console and analytics).
      'src/shared/lib/http/**',
      'src/shared/session/cookies.ts',
      'src/shared/errors/report-problem.ts',
      // The production service worker: requests and caches, nothing a member reads.
      'src/service-worker/**',
      // Test data.
      'src/domain/test-builders.ts',
    ],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-expression-in-message': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word that does not start with a capital letter: a class name, key, code, path or token.
            '^(?![A-Z])\\S+$',
            // Capitals, digits and punctuation only: codes and status names (ACTIVE, INI, M, D).
            '^[A-Z0-9_.:/-]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|Class(es)?$|Key$|Id$|Path$|Url$|Href$|Param$|Pattern$|QUERY$|SELECTOR$|CLASS_NAME$|_TYPE$|_CONFIG$|HEADER$|displayName', flags: '' } },
            // Brands' proper names.
            'shortName',
            'type', 'id', 'name', 'to', 'href', 'key', 'role', 'autoComplete', 'path', 'target', 'rel', 'variant',
            'size', 'tone', 'lang', 'as', 'method', 'inputMode', 'spellCheck', 'autoCapitalize', 'data-testid',
            'mediaType', 'accept', 'encType', 'download', 'sizes', 'media',
          ],
          ignoreFunctions: [
            'console.*', 'Error', 'TypeError', 'RangeError', 'DOMException', 'URLSearchParams', 'URL', 'querySelector',
            '*.querySelector', '*.querySelectorAll', '*.closest', '*.setAttribute', '*.getAttribute', '*.getItem',
            '*.setItem', '*.removeItem', '*.matches', 'matchMedia', 'window.matchMedia', 'generatePath', 'reportProblem',
            'Symbol', 'lazyRoute', 'useReportProblem', 'feedProblem', 'format',
          ],
          useTsTypes: true,
        },
      ],
    },
  },

  // Layer fences: production code in src/ (docs/architecture.md).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testSupportFiles,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layerElements,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json', '.d.ts'] } },
    },
    rules: { 'boundaries/dependencies': layerFence() },
  },
  // The one production file that loads the mock gateway (on demand; the production build leaves it out).
  {
    files: ['src/app/mock-gateway-loader.ts'],
    rules: { 'boundaries/dependencies': layerFence({ mockEntry: true }) },
  },
]);
