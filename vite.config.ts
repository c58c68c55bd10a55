import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { loadEnv } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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

/**
 * Every core runs test files: vitest keeps one free by default, which on a two-core machine means one worker. The
 * suites that run files side by side keep what they touch apart (their own project ids, buckets and servers).
 */
const WORKERS = availableParallelism();
/**
 * The local backend's cross-SDK test sits idle for over a minute (the web SDK's stream idle timeout): a project of its
 * own, which `npm test` starts first and runs beside the checks, so that no worker waits on it.
 */
const IDLE_SUITE = ['emulator/test/browser/crossSdk.test.ts'];

/**
 * The end-to-end projects run against the stack `npm test` starts: the journeys in real Chromium, the data modules'
 * tests through the web SDK in Node.
 */
const E2E = {
  environment: 'node',
  globalSetup: 'tests/e2e/support/globalSetup.ts',
  // A journey drives Chromium through several screens: 5 to 30 s on a busy two-core machine (longer ones say so).
  testTimeout: 60_000,
  // Hooks launch Chromium and seed or remove a file's data, a test company's hundreds of orders among it.
  hookTimeout: 180_000,
};
/** The journeys, and the data modules' tests. */
const E2E_INCLUDE = ['tests/e2e/*.test.ts', 'tests/integration/data/**/*.test.ts'];
/**
 * What must not overlap any other file, so it runs alone after everything else. The order report's test counts the
 * documents the server has served (`:readCount` is per project: any other file's reads would count), and a notice to
 * 'admins' must reach exactly the active admins, whom many files add and remove (their own test accounts).
 */
const E2E_ALONE = ['tests/integration/data/orderReports.test.ts', 'tests/integration/data/notificationsApi.test.ts'];

/**
 * The order journeys start in: the longest first, so that the two workers finish together. Vitest orders files by
 * the durations it cached on earlier runs, but a fresh clone (CI) has none and starts the largest files first; the
 * layout journey (every route at two widths, about 100 s) then started midway and ran on long after the rest.
 */
const LONGEST_JOURNEYS = ['layout.test.ts', 'orderForms.test.ts', 'a11y.test.ts', 'orderLists.test.ts'];

/**
 * Then the other journeys; last the users journey and the data modules' tests (a few seconds each), the functions
 * project's files after them (the base order keeps projects in name order). Short files at the end let both workers
 * finish together, and the admins these files add and remove for themselves change only beside the last journeys (a
 * dealer's notice to 'admins' is refused if an admin it was addressed to goes meanwhile).
 */
function journeyRank(spec: TestSpecification): number {
  if (spec.project.name !== 'e2e') return 0;
  if (basename(dirname(spec.moduleId)) !== 'e2e') return LONGEST_JOURNEYS.length + 2;
  if (basename(spec.moduleId) === 'users.test.ts') return LONGEST_JOURNEYS.length + 1;
  const index = LONGEST_JOURNEYS.indexOf(basename(spec.moduleId));
  return index === -1 ? LONGEST_JOURNEYS.length : index;
}

class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The base order keeps each project's files together; only the e2e project's files are reordered, by rank.
    const sorted = (await super.sort(files)).map((spec, index) => ({ spec, index }));
    sorted.sort((a, b) =>
      a.spec.project.name === b.spec.project.name ? journeyRank(a.spec) - journeyRank(b.spec) || a.index - b.index : a.index - b.index,
    );
    return sorted.map(({ spec }) => spec);
  }
}

/**
 * React Router's package points every import at its development build, whose warnings run (and weigh) in
 * production too; builds take the production build it ships beside it. The dev server and the tests keep the other.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// One config for the SPA build and every test project. Each project is a layer of the test pyramid.
const config: ViteUserConfig = {
  plugins: [react()],
  build: {
    // Hosting does not deploy the maps (firebase.json), so the scripts carry no comment pointing at them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry needs before anything shows (React, the router, MUI's core, Firebase's app and Auth) in
          // one chunk, rather than in slivers split by which lazy screens share them: fewer files on every first
          // load, and the libraries stay cached across releases of the app's own code.
          groups: [{ name: 'vendor', test: /node_modules/, tags: ['$initial'] }],
        },
      },
    },
    // That chunk is about 580 kB minified (190 kB gzipped); `npm run size` holds the first screens to their budget.
    chunkSizeWarningLimit: 600,
  },
  test: {
    // The longest journeys start first, so that both workers finish together.
    sequence: { sequencer: LongestJourneysFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Threads start a file faster than processes (jsdom and MUI load per file): 156 s instead of 187 s here.
          pool: 'threads',
          maxWorkers: WORKERS,
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
          exclude: IDLE_SUITE,
          globalSetup: ['emulator/test/support/globalSetup.ts'],
          maxWorkers: WORKERS,
          // Above the 15 s a browser test waits for what a listener saw, so that wait's own report is the failure.
          testTimeout: 30_000,
          // Hooks launch Chromium and bundle the web SDK for it, or start backends of their own.
          hookTimeout: 120_000,
        },
      },
      {
        // The same setup as the local backend's suite, with a server of its own.
        test: {
          name: 'emulator-idle',
          environment: 'node',
          include: IDLE_SUITE,
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
          globalSetup: ['tests/rules/support/globalSetup.ts'],
          maxWorkers: WORKERS,
          // The Storage tests upload up to 100 MiB: 2 to 10 s on a busy two-core machine.
          testTimeout: 30_000,
          // Hooks load each file's rules and seed or clear its data on the server every rules file shares.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/test/**/*.test.ts'],
          // Beside the end-to-end files, in the same group (so with the same number of workers): each file keeps to
          // accounts, companies and ids of its own run.
          maxWorkers: WORKERS,
          // Each test calls the Functions emulator, which loads a function's code on its first call.
          testTimeout: 30_000,
          // Hooks create accounts in the Auth emulator and seed the companies, users and orders the calls need.
          hookTimeout: 120_000,
        },
      },
      {
        // Files that keep to data of their own (tagged per run) or only read the demo data: one per core.
        test: {
          ...E2E,
          name: 'e2e',
          include: E2E_INCLUDE,
          exclude: E2E_ALONE,
          maxWorkers: WORKERS,
        },
      },
      {
        // One file at a time, after every other project's files (vitest runs a project of one worker last).
        test: { ...E2E, name: 'e2e-alone', include: E2E_ALONE, fileParallelism: false },
      },
    ],
  },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') requireProductionEnv(mode);
  return command === 'build' ? { ...config, resolve: { alias: PRODUCTION_ALIASES } } : config;
});
