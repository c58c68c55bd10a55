/**
 * `npm run test:rules:mutants`: the security rules' mutation check. Each condition of firestore.rules and
 * storage.rules is removed in turn (a conjunct becomes `true`, an alternative becomes `false`, a whole condition
 * becomes `true`), and the rules tests that cover its match block run against that copy; a mutant no test
 * fails is reported as a survivor: a condition the tests do not hold the rules to. Survivors known to be
 * equivalent (removing them changes nothing) are listed, with the reason, in scripts/rules-mutants-equivalent.json.
 *
 *   npm run test:rules:mutants [-- --only firestore|storage] [-- --jobs 2]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.js';
import { findMutants, type Mutant } from './rules-mutants/mutate.js';
import { testsFor } from './rules-mutants/coverage.js';

const RULES_FILES = ['firestore.rules', 'storage.rules'] as const;
const WORK = join(ROOT, '.tmp', 'rules-mutants');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

interface Equivalent { file: string; line: number; original: string; why: string }

function equivalents(): Equivalent[] {
  const file = join(ROOT, 'scripts', 'rules-mutants-equivalent.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Equivalent[]) : [];
}

/** Runs the mutant's tests against a copy of the rules with the mutation applied; resolves true when a test fails. */
function killed(mutant: Mutant, index: number, sources: Record<string, string>): Promise<boolean> {
  const dir = join(WORK, String(index));
  mkdirSync(dir, { recursive: true });
  for (const file of RULES_FILES) {
    const text = file === mutant.file ? sources[file]!.slice(0, mutant.start) + mutant.replacement + sources[file]!.slice(mutant.end) : sources[file]!;
    writeFileSync(join(dir, file), text);
  }
  const { files, names } = testsFor(mutant);
  const args = ['vitest', 'run', '--project', 'rules', '--bail', '1', '--reporter', 'dot', ...files];
  if (names) args.push('-t', names);
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: ROOT, env: { ...process.env, RULES_DIR: dir }, stdio: ['ignore', 'ignore', 'ignore'] });
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      resolve(code !== 0);
    });
  });
}

async function main(): Promise<void> {
  const only = option('only');
  const jobs = Math.max(1, Number(option('jobs') ?? 2));
  const sources = Object.fromEntries(RULES_FILES.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')])) as Record<string, string>;
  const mutants = RULES_FILES.filter((file) => !only || file.startsWith(only)).flatMap((file) => findMutants(file, sources[file]!));
  console.log(`${mutants.length} mutants of ${only ?? 'firestore.rules and storage.rules'}; ${jobs} at a time.`);

  // A baseline run first: a suite that fails on the real rules would 'kill' every mutant.
  const baseline = await killed({ file: 'firestore.rules', start: 0, end: 0, replacement: '', line: 0, original: '', block: [] }, -1, sources);
  if (baseline) throw new Error('The rules tests fail on the unchanged rules: fix them before checking mutants.');

  const survivors: Mutant[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < mutants.length) {
      const index = next++;
      const mutant = mutants[index]!;
      if (!(await killed(mutant, index, sources))) survivors.push(mutant);
      done += 1;
      process.stdout.write(`\r${done}/${mutants.length} run, ${survivors.length} surviving`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  console.log('');

  const known = equivalents();
  const isKnown = (m: Mutant) => known.some((e) => e.file === m.file && e.original === m.original && Math.abs(e.line - m.line) <= 3);
  const unexplained = survivors.filter((m) => !isKnown(m)).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const m of survivors.filter(isKnown)) console.log(`equivalent: ${m.file}:${m.line} ${m.original}`);
  for (const m of unexplained) console.log(`SURVIVED: ${m.file}:${m.line} [${m.block.join(' ')}] ${m.original} -> ${m.replacement}`);
  console.log(`${mutants.length} mutants, ${mutants.length - survivors.length} killed, ${survivors.length - unexplained.length} equivalent, ${unexplained.length} surviving.`);
  process.exitCode = unexplained.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
