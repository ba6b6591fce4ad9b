// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { readFileSync } from 'node:fs';

// Files a person can hold: source files up to maxFileLines, functions up to maxFunctionLines (both
// in the allow-list's file). Files already past either are listed there, and the list only
// shrinks (tests/lint/size-allow-list.test.ts).
const SIZED_SOURCE = ['src/**/*.{ts,tsx,mjs}', 'studio/**/*.{ts,tsx}'];
/** @type {{ maxFileLines: number; maxFunctionLines: number; longFiles: string[]; longFunctions: string[] }} */
const SIZE_ALLOW_LIST = JSON.parse(readFileSync(new URL('./tests/lint/size-allow-list.json', import.meta.url), 'utf8'));

// style.md's architecture as elements (a folder of src each) and what each may import. A file
// outside them (tests, configs, scripts) is not checked; an import of a package is not checked here.
const BOUNDARY_ELEMENTS = [
  { type: 'engine', pattern: 'src/engine/**', partialMatch: false },
  { type: 'customiser', pattern: 'src/customiser/**', partialMatch: false },
  { type: 'server', pattern: 'src/server/**', partialMatch: false },
  { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
  { type: 'react-hooks', pattern: 'src/react-hooks/**', partialMatch: false },
  { type: 'api', pattern: 'src/api/**', partialMatch: false },
  { type: 'web-app', pattern: 'src/web/app/**', partialMatch: false },
  { type: 'web-feature', pattern: 'src/web/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'web-part', pattern: 'src/web/{components,hooks,stores}/**', partialMatch: false },
  { type: 'web-entry', pattern: 'src/web/*', partialMatch: false },
];

/** @param {string} type @param {string[]} allowed */
const mayImport = (type, allowed) => ({ from: { element: { type } }, allow: { to: { element: { types: { anyOf: allowed } } } } });

const BOUNDARY_POLICIES = [
  // The engine is pure TypeScript: it imports only src/shared.
  mayImport('engine', ['engine', 'shared']),
  // The customiser imports only the engine, src/shared and src/react-hooks (no fetch, no routes).
  mayImport('customiser', ['customiser', 'engine', 'shared', 'react-hooks']),
  // The server never imports the storefront, the customiser or React hooks.
  mayImport('server', ['server', 'shared', 'engine', 'api']),
  // src/shared depends on nothing else.
  mayImport('shared', ['shared']),
  // src/react-hooks depends on nothing else of src.
  mayImport('react-hooks', ['react-hooks']),
  // The API client is shared: it never imports the storefront.
  mayImport('api', ['api', 'shared']),
  // Shared web parts (components, hooks, stores) import neither features nor src/web/app.
  mayImport('web-part', ['web-part', 'api', 'shared', 'react-hooks', 'customiser', 'engine']),
  // src/web/app imports features and shared parts, never the entry files.
  mayImport('web-app', ['web-app', 'web-feature', 'web-part', 'api', 'shared', 'react-hooks', 'customiser', 'engine']),
  // The entry files import the storefront only.
  mayImport('web-entry', ['web-entry', 'web-app', 'web-feature', 'web-part', 'api', 'shared', 'react-hooks']),
  // A feature imports shared parts and its own files; never another feature, never src/web/app
  // (the app imports features): shared parts go in src/web/components, shared state in src/web/stores.
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { types: { anyOf: ['web-part', 'api', 'shared', 'react-hooks', 'customiser', 'engine'] } } } },
  },
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { feature: '{{from.captured.feature}}' } } } },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'src/api/schema.gen.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': BOUNDARY_ELEMENTS,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          // Expected failures are DomainErrors with a kind; a bare Error becomes a 500.
          selector: "ThrowStatement > NewExpression[callee.name=/^(Error|TypeError|RangeError)$/]",
          message: 'Throw a DomainError with a kind (src/server/errors.ts) for expected failures.',
        },
      ],
      // style.md's boundaries, one allow-list per element (eslint-plugin-boundaries; the elements
      // and their names are in `settings` below). Dynamic import() counts: the router's lazy screens.
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', policies: BOUNDARY_POLICIES, message: 'Import across the boundaries of style.md (see BOUNDARY_POLICIES in eslint.config.js): {{ from.type }} may not import {{ to.type }}.' },
      ],
    },
  },
  {
    files: ['src/engine/**', 'src/server/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'No React here.' },
            { name: 'react-dom', message: 'No React here.' },
            { name: 'react-konva', message: 'No React here.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', 'konva', 'react-konva', 'jotai'] }],
    },
  },
  {
    // Every end-to-end spec takes `test` from support/test.ts, which fails a test on any React
    // hydration warning on the pages it visits (issue 17); types still come from Playwright.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test' (it watches every page for hydration warnings).",
            },
          ],
        },
      ],
    },
  },
  {
    files: SIZED_SOURCE,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: SIZE_ALLOW_LIST.maxFileLines }],
      'max-lines-per-function': ['error', { max: SIZE_ALLOW_LIST.maxFunctionLines }],
    },
  },
  { files: SIZE_ALLOW_LIST.longFiles, rules: { 'max-lines': 'off' } },
  { files: SIZE_ALLOW_LIST.longFunctions, rules: { 'max-lines-per-function': 'off' } },
  {
    // Tests, CLIs and scripts may throw plain errors: they are not request paths.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'src/server/cli/**', 'src/server/db/seed/**', 'src/server/config.ts', 'src/server/adapters/storage/**', 'src/server/db/client.ts', '*.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
