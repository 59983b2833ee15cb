import js from '@eslint/js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** web/src/features/*: each may use shared code, never another feature or the app. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * functions/src in three floors; a floor imports its own and those below, never one above.
 * Ground: what every area stands on (no area's code). Top: what deploys and routes (the Cloud
 * Functions, the operations table). Every other folder is an area.
 */
const FUNCTIONS_GROUND = ['shared', 'store', 'images'];
const FUNCTIONS_TOP = ['http', 'ssr', 'index.ts', 'handlers.ts'];
const FUNCTIONS_AREAS = readdirSync(new URL('./functions/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !FUNCTIONS_GROUND.includes(entry.name))
  .map((entry) => entry.name)
  .filter((name) => !FUNCTIONS_TOP.includes(name));
const inFunctions = (names) => names.map((name) => `./functions/src/${name}`);

/** domain/src's shopper subjects: they import nothing from admin/ (api/ and admin/ may). */
const DOMAIN_SHOPPER = [
  'accounts',
  'catalog',
  'orders',
  'pricing',
  'paths',
  'search',
  'settings',
  'shared',
];
const inDomain = (names) => names.map((name) => `./domain/src/${name}`);

export default tseslint.config(
  {
    ignores: [
      // Build outputs only: source folders named lib/ (web/src/lib, features/*/lib) are linted.
      '**/node_modules/',
      'functions/lib/',
      'web/dist/',
      'test-results/',
      '.emulator-data/',
      '.image-store/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One-way imports in the web app (bulletproof-react): shared (components, hooks, lib) →
    // features → app; features never import each other.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] }),
      ],
      // Without these, import-x parses only .js dependencies and no-cycle never sees a TS cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: move shared code to components, hooks or lib.',
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import the app: compose routes in app/router.tsx.',
            },
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code imports neither features nor the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Floors of the functions (docs/architecture.md, "The functions' floors").
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: inFunctions(FUNCTIONS_GROUND),
              from: inFunctions([...FUNCTIONS_AREAS, ...FUNCTIONS_TOP]),
              message:
                'The ground floor (shared/, store/, images/) imports no area and nothing above: move the code down, or register it (e.g. afterCommit).',
            },
            {
              target: inFunctions(FUNCTIONS_AREAS),
              from: inFunctions(FUNCTIONS_TOP),
              message:
                'An area imports neither http/, ssr/ nor the operations table: move what it needs down to shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // domain/src by subject (docs/architecture.md): shopper code takes nothing from admin/; only
    // the contracts of api/ (the operations and reads tables) span both.
    files: ['domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: inDomain(DOMAIN_SHOPPER),
              from: './domain/src/admin',
              message:
                'Shopper code takes nothing from admin/: move what both need to shared/ or to its subject.',
            },
          ],
        },
      ],
    },
  },
  {
    // The storefront takes nothing from domain/src/admin/ either: only the dashboard does.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@boi/domain/admin/*'],
              message: 'Only the dashboard (features/admin) imports domain/src/admin/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Files and functions a reader can hold in their head: no source file over 400 lines, and in
    // the web app and the functions no function over 100 (tests excepted).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'functions/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  {
    // Typed linting (each file's nearest tsconfig.json): mainly for promises left floating or
    // handed to callbacks that ignore them (no-floating/misused-promises), on both sides.
    files: [
      'functions/src/**/*.ts',
      'functions/test/**/*.ts',
      'domain/src/**/*.ts',
      'emulator/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'web/*.ts',
    ],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Tests: response bodies are `any` on purpose (see below), and case tables of async factories
    // (and stubs of async methods) are async for uniformity even when a case awaits nothing.
    files: [
      'functions/test/**/*.ts',
      'functions/src/**/*.test.ts',
      'domain/src/**/*.test.ts',
      'emulator/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON bodies of many shapes; asserting on them is the point, so `any` is allowed.
    files: ['**/*.test.ts', '**/*.test.tsx', 'functions/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
