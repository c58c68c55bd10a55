import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from './eslint-boundaries.js';
import { userFacingStrings } from './eslint-user-strings.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The parts of the app whose user-facing texts are not in the message catalogues yet. The rule against text in
 * the code (eslint-user-strings.js) holds everywhere else in src/; converting a folder means moving its texts
 * into catalogue files (English and French) and taking it off this list.
 */
const NOT_YET_TRANSLATED = [
  // Error classes still carry English developer messages that tests assert.
  'src/data/**',
  'src/lib/firebaseErrors.ts',
  // The server's English wording of the order schemas' message ids, until the callables send ids.
  'src/lib/schemas/orders/serverEnglish.ts',
  // Shared schemas still hold English sentences, and company.ts the server's English wording of its ids.
  'src/lib/schemas/*.ts',
  // English labels the functions, the seed and stored notifications use; screens read src/reference/labels.
  'src/reference/*.ts',
];

/** Modules whose texts are for developers only: the catalogue check's report, printed by npm test. */
const DEVELOPER_TEXT = [
  'src/i18n/catalogueRules.ts',
  // Fixtures a feature shares with its tests, the journeys and the benchmarks: data, never shown by the app itself.
  'src/features/**/testing/**',
  'src/features/**/testing.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'functions/lib/**', '.data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'emulator/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules too when following imports (no-cycle walks them).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(ROOT, 'tsconfig.json'), path.join(ROOT, 'emulator/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    // Type-only imports form no cycle at run time; every other cycle is refused. Nothing imports a test file,
    // so tests cannot close a cycle and are not walked from.
    files: ['src/**/*.{ts,tsx}', 'emulator/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No user-facing text in the app's code (tests and their support state what the screens show, in any language).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', ...DEVELOPER_TEXT, ...NOT_YET_TRANSLATED],
    plugins: { 'user-facing-strings': userFacingStrings },
    rules: { 'user-facing-strings/no-literal-text': 'error' },
  },
  ...boundaries,
);
