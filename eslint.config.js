// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tests/lint/boundaries.js';

// style.md's boundaries: web features never import each other.
const features = (() => {
  try {
    return readdirSync('src/web/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'src/api/schema.gen.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
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
      'boundaries/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/engine',
              from: './src',
              except: ['./engine', './shared'],
              message: 'The engine is pure TypeScript: it imports only src/shared.',
            },
            {
              target: './src/customiser',
              from: './src',
              except: ['./customiser', './engine', './shared', './react-hooks'],
              message: 'The customiser imports only the engine, src/shared and src/react-hooks (no fetch, no routes).',
            },
            { target: './src/server', from: './src/web', message: 'The server never imports the storefront.' },
            { target: './src/server', from: './src/customiser', message: 'The server never imports the customiser.' },
            { target: './src/shared', from: './src', except: ['./shared'], message: 'src/shared depends on nothing else.' },
            // React helpers that know nothing of the shop, for the storefront and the customiser alike.
            { target: './src/react-hooks', from: './src', except: ['./react-hooks'], message: 'src/react-hooks depends on nothing else of src.' },
            { target: './src/server', from: './src/react-hooks', message: 'The server never imports React hooks.' },
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'Web features never import each other: move shared parts to src/web/components.',
            })),
          ],
        },
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
  // The storefront's one-way import zones (style.md): shared parts <- features <- app. The app
  // (router, layout) imports features; a feature imports shared parts (components, hooks, stores,
  // src/api, src/shared) and never the app; shared parts import neither. Core ESLint's
  // no-restricted-imports, one files block per zone (these files have no other block of that rule).
  {
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+app/',
              message: 'Features never import src/web/app (the app imports them): shared state goes in src/web/stores, shared parts in src/web/components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/components/**', 'src/web/hooks/**', 'src/web/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(app|features)/',
              message: 'Shared web parts (components, hooks, stores) import neither features nor src/web/app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+web/', message: 'The API client is shared: it never imports the storefront.' }] }],
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
    // Tests, CLIs and scripts may throw plain errors: they are not request paths.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'src/server/cli/**', 'src/server/db/seed/**', 'src/server/config.ts', 'src/server/adapters/storage/**', 'src/server/db/client.ts', '*.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
