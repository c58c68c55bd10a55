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
 * The rule against text in the code (eslint-user-strings.js) holds in all of src/ but these. Modules whose words
 * are data, not text: the values orders, parts and resources store ('Wood Post', 'order received', 'bid specs'),
 * which read as words but are codes people see only through src/reference/labels in their language; and the
 * manufacturer's legal name and address, printed as registered in both languages.
 */
const STORED_VALUES = [
  'src/reference/{building,fabrics,mounts,orders,parts,resources}.ts',
  'src/reference/manufacturer.ts',
];

/** Modules whose texts are for developers only: the catalogue check's report, printed by npm test. */
const DEVELOPER_TEXT = [
  'src/i18n/catalogueRules.ts',
  // Fixtures a feature shares with its tests, the journeys and the benchmarks: data, never shown by the app itself.
  'src/**/testing/**',
  'src/**/testing.ts',
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
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', ...DEVELOPER_TEXT, ...STORED_VALUES],
    plugins: { 'user-facing-strings': userFacingStrings },
    rules: { 'user-facing-strings/no-literal-text': 'error' },
  },
  ...boundaries,
);
