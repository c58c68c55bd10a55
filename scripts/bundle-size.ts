/**
 * `npm run size`: builds the app and prints the gzipped JavaScript each first screen loads, beside its budget,
 * following Vite's manifest: the entry chunk, the lazy chunks the screen needs, their static imports, and the
 * message catalogues it loads before painting (in the heavier language). Fails
 * when a screen is over its budget, and then lists what that screen loads, largest first.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, TEST_RUN_TAG } from './stack.js';

interface ManifestChunk { file: string; name?: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

interface Screen {
  /** The lazy modules a visitor's browser loads for the screen, besides the entry (see src/app). */
  modules: string[];
  /** Message catalogues the screen loads beyond the core ones every page loads before its first paint. */
  namespaces?: string[];
  /** Gzipped kB (1024 bytes) the screen may load; none for a screen that is only reported. */
  budget?: number;
}

const SIGNED_IN = ['src/app/layout/TopNav.tsx', 'src/data/usersApi.ts', 'src/data/companiesApi.ts'];

/**
 * The budgets leave 5% (login) and 10% (dashboard) over what the libraries every such screen needs weigh: 220 kB
 * signed out (React, the router, MUI, Firebase's app and Auth, the form libraries), 347 kB signed in (with
 * Firestore and the navigation).
 */
const SCREENS: Record<string, Screen> = {
  'login screen (signed out)': { modules: ['src/features/auth/LoginScreen.tsx'], budget: 231 },
  'dashboard (signed in)': { modules: [...SIGNED_IN, 'src/features/dashboard/DashboardScreen.tsx'], namespaces: ['dashboard'], budget: 382 },
  'active orders (signed in)': { modules: [...SIGNED_IN, 'src/features/orders/list/ActiveOrdersScreen.tsx'] },
};

// Apart from dist/ (what Hosting deploys) and per test run, like the end-to-end build.
const OUT = join(ROOT, '.tmp', `size-dist-${TEST_RUN_TAG}`);

/** A production build needs a project's configuration; any well-formed values measure the same code. */
const MEASURED_PROJECT = {
  VITE_FIREBASE_API_KEY: 'measured-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'measured-project.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'measured-project',
  VITE_FIREBASE_STORAGE_BUCKET: 'measured-project.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};

function build(): Manifest {
  const result = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...MEASURED_PROJECT },
  });
  if (result.status !== 0) throw new Error('The build failed.');
  return JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Files of a chunk and of everything it imports statically (what the browser must fetch before it runs). */
function closure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key] ?? sharedChunk(manifest, key);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

/** A module that shares its chunk with others is keyed by the chunk's hashed file name, not by its path. */
function sharedChunk(manifest: Manifest, modulePath: string): ManifestChunk {
  const name = modulePath.split('/').pop()!.replace(/\.tsx?$/, '');
  const chunk = Object.entries(manifest).find(([key, c]) => key.startsWith('_') && c.name === name)?.[1];
  if (!chunk) throw new Error(`${modulePath} is not a chunk of the build: update SCREENS in scripts/bundle-size.ts.`);
  return chunk;
}

/**
 * The core namespaces, read from src/i18n/i18n.ts (a Vite module a script cannot import): every page loads their
 * catalogues in its language before the first paint, so they count towards each first screen.
 */
function coreNamespaces(): string[] {
  const source = readFileSync(join(ROOT, 'src', 'i18n', 'i18n.ts'), 'utf8');
  const list = /CORE_NAMESPACES = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('CORE_NAMESPACES not found in src/i18n/i18n.ts: update scripts/bundle-size.ts.');
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}
const LANGUAGES = ['en', 'fr'];

/** The catalogue chunks of `namespaces` in `language` (a namespace without messages yet has none). */
function catalogueKeys(manifest: Manifest, language: string, namespaces: string[]): string[] {
  return namespaces.map((ns) => `src/i18n/compiled/${language}/${ns}.json`).filter((key) => key in manifest);
}

const manifest = build();
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('No entry chunk in the manifest.');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipped = new Map<string, number>();
const gzippedSize = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length);
  return gzipped.get(file)!;
};

console.log('\nscreen                      | JS files | raw       | gzipped   | budget');
console.log('----------------------------|----------|-----------|-----------|--------------');
const over: Array<{ screen: string; files: Set<string> }> = [];
for (const [screen, { modules, namespaces = [], budget }] of Object.entries(SCREENS)) {
  // The screen in the language whose catalogues weigh most.
  let files = new Set<string>();
  let raw = 0;
  let total = -1;
  for (const language of LANGUAGES) {
    const inLanguage = new Set<string>();
    for (const key of [entry, ...modules, ...catalogueKeys(manifest, language, [...coreNamespaces(), ...namespaces])]) closure(manifest, key, inLanguage);
    const size = [...inLanguage].reduce((sum, file) => sum + gzippedSize(file), 0);
    if (size <= total) continue;
    files = inLanguage;
    total = size;
    raw = [...inLanguage].reduce((sum, file) => sum + readFileSync(join(OUT, file)).length, 0);
  }
  const within = budget === undefined || total <= budget * 1024;
  const verdict = budget === undefined ? '-' : `${budget} kB ${within ? 'ok' : 'OVER'}`;
  console.log(`${screen.padEnd(28)}| ${String(files.size).padEnd(9)}| ${kb(raw).padEnd(10)}| ${kb(total).padEnd(10)}| ${verdict}`);
  if (!within) over.push({ screen, files });
}

for (const { screen, files } of over) {
  console.log(`\n${screen} is over its budget. What it loads, largest first:`);
  const sorted = [...files].sort((a, b) => gzippedSize(b) - gzippedSize(a));
  const listed = sorted.filter((file) => gzippedSize(file) >= 1024);
  for (const file of listed) console.log(`  ${kb(gzippedSize(file)).padStart(9)}  ${file}`);
  const rest = sorted.slice(listed.length);
  if (rest.length > 0) console.log(`  ${kb(rest.reduce((sum, file) => sum + gzippedSize(file), 0)).padStart(9)}  ${rest.length} files under 1 kB each`);
}
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map(({ screen }) => screen).join(', ')}. Load what the screen does not need at once lazily.`);
  process.exitCode = 1;
}
