/**
 * `npm run test:rules:mutants`: the security rules' mutation check. Each condition of firestore.rules and
 * storage.rules is removed in turn (a conjunct becomes `true`, an alternative becomes `false`, a whole condition
 * becomes `true`); a mutant no test fails is reported as a survivor: a condition the tests do not hold the rules
 * to. Survivors known to be equivalent (removing them changes nothing) are listed, with the reason, in
 * scripts/rules-mutants-equivalent.json.
 *
 * The rules tests run once against the real rules while the emulator records every request they make; each
 * mutant is then judged against those requests in-process (rules-mutants/replay.ts). Only a mutant the
 * recording cannot judge (it reads documents or reaches operations the real rules never did) runs the rules
 * tests that cover its match block against a copy of the rules with the mutation applied.
 *
 *   npm run test:rules:mutants [-- --only firestore|storage] [-- --jobs 2] [-- --recording file]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.js';
import { findMutants, type Mutant } from './rules-mutants/mutate.js';
import { collectionOf, testsFor } from './rules-mutants/coverage.js';
import { judge, outcome, readRecording } from './rules-mutants/replay.js';
import { compileRules } from '../emulator/src/rules/index.js';
import type { RequestRecord } from '../emulator/src/rules/recording.js';

const RULES_FILES = ['firestore.rules', 'storage.rules'] as const;
const WORK = join(ROOT, '.tmp', 'rules-mutants');
const RECORDING = join(WORK, 'recording.jsonl');
const SERVICE = { 'firestore.rules': 'cloud.firestore', 'storage.rules': 'firebase.storage' } as const;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

interface Equivalent { file: string; line: number; original: string; why: string }

function equivalents(): Equivalent[] {
  const file = join(ROOT, 'scripts', 'rules-mutants-equivalent.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Equivalent[]) : [];
}

/**
 * Runs the mutant's tests against a copy of the rules with the mutation applied; resolves true when a test fails.
 * Only failed tests kill: a run that fails without one (a crash, a server that did not start) rejects, since
 * counting it would report a kill that no test made.
 */
function killed(mutant: Mutant, index: number, sources: Record<string, string>): Promise<boolean> {
  const dir = join(WORK, String(index));
  mkdirSync(dir, { recursive: true });
  for (const file of RULES_FILES) {
    const text = file === mutant.file ? sources[file]!.slice(0, mutant.start) + mutant.replacement + sources[file]!.slice(mutant.end) : sources[file]!;
    writeFileSync(join(dir, file), text);
  }
  const report = join(dir, 'report.json');
  const { files, names } = testsFor(mutant);
  const args = ['vitest', 'run', '--project', 'rules', '--bail', '1', '--reporter', 'json', '--outputFile', report, ...files];
  if (names) args.push('-t', names);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: ROOT, env: { ...process.env, RULES_DIR: dir }, stdio: ['ignore', 'ignore', 'ignore'] });
    child.on('exit', (code) => {
      const failedTests = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as { numFailedTests: number }).numFailedTests : 0;
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0 && failedTests === 0) {
        reject(new Error(`The rules tests did not run for ${mutant.file}:${mutant.line} (exit code ${code}): run them alone to see why.`));
      } else resolve(failedTests > 0);
    });
  });
}

/** The whole rules suite against the real rules, recorded; throws unless it passes. */
function record(): Promise<RequestRecord[]> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  // The suite's own server must record: never an emulator named by the environment.
  const env: NodeJS.ProcessEnv = { ...process.env, RULES_RECORD_FILE: RECORDING };
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'USE_OFFICIAL_EMULATORS', 'RULES_DIR']) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'rules', '--reporter', 'dot'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => {
      if (code !== 0 || !existsSync(RECORDING)) reject(new Error('The rules tests fail on the unchanged rules: fix them before checking mutants.'));
      else resolve(readRecording(RECORDING));
    });
  });
}

/** The real rules must decide every recorded request as recorded, or replaying proves nothing. */
function checkReplay(records: readonly RequestRecord[], sources: Record<string, string>): void {
  for (const file of RULES_FILES) {
    const rules = compileRules(sources[file]!, SERVICE[file]);
    const differing = records.filter((r) => r.service === SERVICE[file] && outcome(rules, r) !== r.allowed);
    if (differing.length > 0) throw new Error(`Replaying ${file} unchanged decides ${differing.length} recorded requests differently.`);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const only = option('only');
  const jobs = Math.max(1, Number(option('jobs') ?? 2));
  const sources = Object.fromEntries(RULES_FILES.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')])) as Record<string, string>;
  const mutants = RULES_FILES.filter((file) => !only || file.startsWith(only)).flatMap((file) => findMutants(file, sources[file]!));
  console.log(`${mutants.length} mutants of ${only ?? 'firestore.rules and storage.rules'}. Recording the rules tests on the real rules...`);

  // `--recording <file>` judges against an earlier recording (made by this script) instead of running the tests.
  const earlier = option('recording');
  const records = earlier ? readRecording(earlier) : await record();
  checkReplay(records, sources);
  const mutated = (m: Mutant) => sources[m.file]!.slice(0, m.start) + m.replacement + sources[m.file]!.slice(m.end);
  const verdicts = mutants.map((m) => judge(mutated(m), SERVICE[m.file as keyof typeof SERVICE], records, collectionOf(m.block)));
  const undecided = mutants.filter((_, i) => verdicts[i] === 'undecided');
  const survivors = mutants.filter((_, i) => verdicts[i] === 'survived');
  console.log(`${records.length} requests recorded; replayed: ${verdicts.filter((v) => v === 'killed').length} killed, ` +
    `${survivors.length} surviving, ${undecided.length} to run through the tests.`);

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < undecided.length) {
      const index = next++;
      const mutant = undecided[index]!;
      if (!(await killed(mutant, index, sources))) survivors.push(mutant);
      done += 1;
      process.stdout.write(`\r${done}/${undecided.length} run, ${survivors.length} surviving`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  if (undecided.length > 0) console.log('');

  const known = equivalents();
  const matches = (e: Equivalent, m: Mutant) => e.file === m.file && e.original === m.original && Math.abs(e.line - m.line) <= 3;
  const isKnown = (m: Mutant) => known.some((e) => matches(e, m));
  const unexplained = survivors.filter((m) => !isKnown(m)).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const m of survivors.filter(isKnown)) console.log(`equivalent: ${m.file}:${m.line} ${m.original}`);
  for (const m of unexplained) console.log(`SURVIVED: ${m.file}:${m.line} [${m.block.join(' ')}] ${m.original} -> ${m.replacement}`);
  // An entry no survivor matches is out of date (a test now kills it, or the rules changed): remove it.
  const stale = known.filter((e) => mutants.some((m) => matches(e, m)) && !survivors.some((m) => matches(e, m)));
  for (const e of stale) console.log(`listed as equivalent, but a test kills it: ${e.file}:${e.line} ${e.original}`);
  console.log(`${mutants.length} mutants, ${mutants.length - survivors.length} killed, ${survivors.length - unexplained.length} equivalent, ` +
    `${unexplained.length} surviving (${undecided.length} run through the tests; ${Math.round((Date.now() - started) / 1000)} s).`);
  process.exitCode = unexplained.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
