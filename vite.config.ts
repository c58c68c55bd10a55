import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the SPA build and every test project. Each project is a layer of the test pyramid.
export default defineConfig({
  plugins: [react()],
  build: { sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // A component test takes 1-2 s alone; on two busy cores, three or four times that. A hang still fails.
          testTimeout: 15_000,
          hookTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['emulator/test/**/*.test.ts'],
          globalSetup: ['emulator/test/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          globalSetup: ['emulator/test/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
