import { availableParallelism } from 'node:os';
import { loadEnv } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** What a production build cannot do without: it talks to a real Firebase project, never to an emulator. */
const PRODUCTION_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];

function requireProductionEnv(mode: string): void {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const missing = PRODUCTION_ENV.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `A production build needs the Firebase project's configuration: set ${missing.join(', ')} (docs/deploy.md). ` +
        'For a build that talks to the local stack, use `vite build --mode emulator`.',
    );
  }
}

// One config for the SPA build and every test project. Each project is a layer of the test pyramid.
const config: ViteUserConfig = {
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
          // Nothing here shares state outside its own file, so every core runs tests (vitest keeps one free by
          // default: on two cores, a single worker, and these files took 60% longer).
          maxWorkers: availableParallelism(),
          // A project with a worker count of its own runs in a group of its own, after the others of the run.
          sequence: { groupOrder: 1 },
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
};

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') requireProductionEnv(mode);
  return config;
});
