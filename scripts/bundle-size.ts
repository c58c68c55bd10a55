/**
 * `npm run size`: builds the app and prints the gzipped JavaScript each first screen loads,
 * following Vite's manifest: the entry chunk, the lazy chunks the screen needs, and their static imports.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './stack.js';

interface ManifestChunk { file: string; name?: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** The lazy modules a visitor's browser loads for each screen, besides the entry (see src/app). */
const SCREENS: Record<string, string[]> = {
  'login screen (signed out)': ['src/features/auth/LoginScreen.tsx'],
  'dashboard (signed in)': [
    'src/app/layout/TopNav.tsx',
    'src/data/usersApi.ts',
    'src/data/companiesApi.ts',
    'src/features/dashboard/DashboardScreen.tsx',
  ],
};

const OUT = join(ROOT, 'dist');

/** A production build needs a project's configuration; any well-formed values measure the same code. */
const MEASURED_PROJECT = {
  VITE_FIREBASE_API_KEY: 'measured-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'measured-project.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'measured-project',
  VITE_FIREBASE_STORAGE_BUCKET: 'measured-project.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};

function build(): Manifest {
  const result = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
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

const manifest = build();
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('No entry chunk in the manifest.');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('\nscreen                      | JS files | raw       | gzipped');
console.log('----------------------------|----------|-----------|----------');
for (const [screen, modules] of Object.entries(SCREENS)) {
  const files = new Set<string>();
  for (const key of [entry, ...modules]) closure(manifest, key, files);
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const bytes = readFileSync(join(OUT, file));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`${screen.padEnd(28)}| ${String(files.size).padEnd(9)}| ${kb(raw).padEnd(10)}| ${kb(gzipped)}`);
}
