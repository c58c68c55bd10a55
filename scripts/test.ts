/**
 * `npm test`: every check the project has, in order of cost. Type-checking and lint, unit and
 * component tests, the local backend's conformance suite, then the functions and end-to-end tests
 * against a full stack on test ports (so a developer's running stack is left alone).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  E2E_DIST, ROOT, TEST_PORTS, TEST_RUN_TAG, buildFunctions, isPortInUse, reportIndexUsage, stackEnv, startBackend, startFirebaseEmulators, stopAll,
  startGoogleFirestoreWithOurStorage, useOfficialEmulators,
} from './stack.js';
import { ensureChromium } from './chromium.js';

interface Totals { passed: number; failed: number; skipped: number }
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(step: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${step} ===`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(step);
  return result.status === 0;
}

/**
 * Runs single-threaded steps side by side (each has a core of its own), printing each one's output whole once it
 * ends, so the two never interleave.
 */
type SideBySideStep = [step: string, command: string, args: string[], env?: Record<string, string>];

async function runSideBySide(steps: SideBySideStep[]): Promise<void> {
  const results = await Promise.all(
    steps.map(([step, command, args, env = {}]) => new Promise<{ step: string; output: string; ok: boolean }>((resolve) => {
      const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ step, output, ok: code === 0 }));
      child.on('error', (error) => resolve({ step, output: `${output}${error.message}\n`, ok: false }));
    })),
  );
  for (const { step, output, ok } of results) {
    console.log(`\n=== ${step} ===`);
    process.stdout.write(output);
    if (!ok) failures.push(step);
  }
}

/** Vitest's arguments, with a JSON report next to the console one, so the totals can be summed across steps. */
function vitestArgs(step: string, projects: string[]): { args: string[]; report: string } {
  const report = join(ROOT, '.tmp', `vitest-${TEST_RUN_TAG}-${step.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...filters, ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { args, report };
}

function countTests(report: string): void {
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
}

function vitest(step: string, projects: string[], env: Record<string, string> = {}): boolean {
  const { args, report } = vitestArgs(step, projects);
  const passed = run(step, 'npx', args, env);
  countTests(report);
  return passed;
}

/** Vitest beside the steps that follow; its output is printed whole once it ends (filters may leave it no file). */
async function vitestInBackground(step: string, projects: string[], env: Record<string, string> = {}): Promise<void> {
  const { args, report } = vitestArgs(step, projects);
  await runSideBySide([[step, 'npx', [...args, '--passWithNoTests'], env]]);
  countTests(report);
}

/**
 * Test projects run against Google's Firestore emulator and the project's Storage, with open rules: the rules
 * suite loads the portal's rules per project.
 */
async function runAgainstGoogleFirestore(steps: Array<[step: string, project: string]>): Promise<void> {
  await startGoogleFirestoreWithOurStorage(TEST_PORTS, { quiet: true });
  try {
    for (const [step, project] of steps) vitest(`${step} against Google's Firestore emulator`, [project], stackEnv(TEST_PORTS));
  } finally {
    await stopAll();
  }
}

/** `npm test -- --stack-only [vitest filters]` runs only the functions and end-to-end phase. */
const stackOnly = process.argv.includes('--stack-only');
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

async function main(): Promise<void> {
  ensureChromium();
  // Checks that need the rules suite's recording or nothing at all, run beside the end-to-end build.
  const afterRules: SideBySideStep[] = [];
  // The local backend's cross-SDK test idles for over a minute (the web SDK's stream idle timeout): it runs from the
  // start beside the checks, on a server of its own, rather than holding a worker of the unit and backend suites.
  const idleSuite = stackOnly ? undefined : vitestInBackground('local backend: live after a minute idle', ['emulator-idle'], { USE_OFFICIAL_EMULATORS: '' });
  if (!stackOnly) {
    await runSideBySide([
      ['type-check', 'npm', ['run', 'typecheck']],
      ['lint', 'npm', ['run', 'lint']],
      // Both languages complete, with the same arguments, every id in use, compiled catalogues up to date.
      ['message catalogues', 'npm', ['run', 'i18n:check']],
    ]);
    // A production build of its own (about 10 s): the end-to-end build keeps the emulator connections a release drops.
    run('bundle size', 'npm', ['run', 'size']);
    // The conformance and rules suites each get a server of their own: Storage rules apply to the whole
    // server (as with the official emulators), so the portal's rules must not meet the conformance tests.
    if (useOfficialEmulators) {
      // The local backend suite tests this backend's own server (journal, index enforcement, Storage): it runs on
      // it. The portal's suites are what meet Google's emulator; the differential test compares the two servers.
      vitest('unit and local backend', ['unit', 'emulator'], { USE_OFFICIAL_EMULATORS: '' });
      await runAgainstGoogleFirestore([['security rules', 'rules']]);
      // Google's emulator cannot record rules inputs: the check records the suite on the local backend, and runs
      // the tests it cannot decide there too, so none of them may think it is on Google's emulator.
      if (filters.length === 0) run('security rules mutation check', 'npm', ['run', 'test:rules:mutants'], { USE_OFFICIAL_EMULATORS: '' });
    } else {
      vitest('unit and local backend', ['unit', 'emulator']);
      // The rules suite records what its requests showed the rules, so the mutation check replays them
      // instead of running the suite again (scripts/rules-mutants.ts).
      const recording = join(ROOT, '.tmp', `rules-recording-${TEST_RUN_TAG}.jsonl`);
      rmSync(recording, { force: true });
      const rulesPassed = vitest('security rules', ['rules'], { RULES_RECORD_FILE: recording });
      // Filtered runs record only part of the suite, so every other condition would look untested.
      if (rulesPassed && filters.length === 0) {
        afterRules.push(['security rules mutation check', 'npx', ['tsx', 'scripts/rules-mutants.ts', '--recording', recording]]);
      }
      // The same seeded operations against this backend and Google's emulator; one line and no failure where
      // Google's emulator is not installed.
      if (filters.length === 0) afterRules.push(['differential against Google\'s Firestore emulator', 'npm', ['run', 'test:differential']]);
    }
  }

  await idleSuite;

  for (const port of Object.values(TEST_PORTS)) {
    if (await isPortInUse(port)) throw new Error(`Port ${port} is in use: stop whatever uses it (an earlier test run?) and try again.`);
  }
  buildFunctions();
  const env = stackEnv(TEST_PORTS);
  // The stack starts beside the steps below: the Firebase emulators spend much of their start idle.
  // Index enforcement on: a query production would refuse for a missing composite index fails here too. The Hosting
  // emulator serves the build's folder (emptied and filled by the build) with firebase.json's headers
  // (tests/e2e/hosting.test.ts).
  mkdirSync(E2E_DIST, { recursive: true });
  const stackReady = startBackend(TEST_PORTS, undefined, true, true).then(() =>
    startFirebaseEmulators(TEST_PORTS, TEST_RUN_TAG, undefined, E2E_DIST));
  // Its failure is reported below, once the steps beside it have ended.
  stackReady.catch(() => undefined);
  try {
    // The mutation check and the differential test each keep about one core busy, the differential mostly waiting
    // on Java; beside each other and the build, the three take about as long as the longest of them.
    await runSideBySide([
      ...afterRules,
      ['build the app for end-to-end tests', 'npx', ['vite', 'build', '--mode', 'emulator', '--outDir', E2E_DIST, '--emptyOutDir'], env],
    ]);
    await stackReady;
    vitest('functions and end-to-end', ['functions', 'e2e', 'e2e-alone'], env);
    if (await reportIndexUsage(TEST_PORTS)) failures.push('composite indexes missing from firestore.indexes.json');
  } finally {
    await stopAll();
  }

  console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exitCode = failures.length || totals.failed ? 1 : 0;
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await stopAll();
  process.exitCode = 1;
});
