import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from './eslint-boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '..');

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
  ...boundaries,
);
