/**
 * The import boundaries of the app (src/) and of the local server (emulator/src/), as zones for
 * import-x/no-restricted-paths. Each layer lists what it may import; everything else in the same tree is refused.
 * docs/architecture.md and emulator/README.md describe the layers.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * An element is a set of files: `files` (folders, files or globs) say which importing files belong to it,
 * `sources` which imported files do (a folder with the files inside it that belong elsewhere).
 */
function element(files, sources = files.map((file) => ({ path: file }))) {
  return { files, sources };
}

/** Zones refusing, for each element, the imports of every element it is not allowed (one zone per exception list). */
function zonesFor(elements, allowed, describe) {
  const zones = [];
  for (const [name, allow] of Object.entries(allowed)) {
    const refused = Object.keys(elements).filter((other) => other !== name && !allow.includes(other));
    const message = describe(name, allow);
    const sources = refused.flatMap((other) => elements[other].sources);
    const plain = sources.filter((source) => !source.except).map((source) => source.path);
    if (plain.length > 0) zones.push({ target: elements[name].files, from: plain, message });
    for (const source of sources.filter((candidate) => candidate.except)) {
      zones.push({ target: elements[name].files, from: source.path, except: source.except, message });
    }
  }
  return zones;
}

/** 'may import only a, b' or, for a bottom layer, 'imports nothing outside itself'. */
const mayImport = (allow) => (allow.length > 0 ? `may import only ${allow.join(', ')}` : 'imports nothing outside itself');

// The app: app -> features -> components -> store -> data -> lib -> types -> reference. Components hold no data
// access and no session state; store sits above data (the session loads address books); domain types build on
// the reference data's literal types, never the reverse. The languages (i18n: catalogues, the translator,
// formatting in the reader's locale) serve app, features, components and the store, and build on lib.
const APP = {
  app: element(['src/app']),
  features: element(['src/features']),
  components: element(['src/components']),
  store: element(['src/store']),
  data: element(['src/data']),
  i18n: element(['src/i18n']),
  lib: element(['src/lib']),
  types: element(['src/types']),
  reference: element(['src/reference']),
};

const APP_ALLOWED = {
  app: ['features', 'components', 'store', 'data', 'i18n', 'lib', 'types', 'reference'],
  features: ['components', 'store', 'data', 'i18n', 'lib', 'types', 'reference'],
  components: ['i18n', 'lib', 'types', 'reference'],
  store: ['data', 'i18n', 'lib', 'types', 'reference'],
  i18n: ['lib', 'types', 'reference'],
  data: ['lib', 'types', 'reference'],
  lib: ['types', 'reference'],
  types: ['reference'],
  reference: [],
};

const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Features never import each other: what two features share belongs to a lower layer. */
const featureZones = FEATURES.map((feature) => ({
  target: `src/features/${feature}`,
  from: 'src/features',
  except: [`./${feature}`],
  message: `Features never import each other: move what src/features/${feature} needs from another feature to components, store, data or lib.`,
}));

/** The Firebase app and its services are reached through src/data only. */
const firebaseAppZone = {
  target: ['src/app', 'src/features', 'src/components', 'src/store', 'src/i18n', 'src/types', 'src/reference', 'src/lib/*.{ts,tsx}', 'src/lib/!(firebase)/**', 'src/test'],
  from: 'src/lib/firebase',
  message: 'Only src/data uses the Firebase app (src/lib/firebase).',
};

/** Test support (fixtures, render helpers) is for tests only. */
const testSupportZone = {
  target: ['src/app', 'src/features', 'src/components', 'src/store', 'src/data', 'src/i18n', 'src/lib', 'src/types', 'src/reference'],
  from: 'src/test',
  message: 'src/test holds test support: only tests import it.',
};

const appZones = [
  ...zonesFor(APP, APP_ALLOWED, (name, allow) => `src/${name} ${mayImport(allow)} (docs/architecture.md).`),
  ...featureZones,
  firebaseAppZone,
];

// The local server: each half has its transport over its engine over the shared model (emulator/README.md).
const E = (file) => `emulator/src/${file}`;
const MODEL_FILES = ['types', 'errors', 'values', 'memo'];
const STORAGE_TRANSPORT_FILES = ['index', 'firebaseApi', 'firebaseUploads', 'gcsApi', 'gcsUploads', 'httpUtil', 'multipart', 'media', 'resources'];
const STORAGE_MODEL_FILES = ['objects', 'checksums', 'errors'];
const inFolder = (names) => names.map((name) => `./${name}.ts`);
const except = (names) => `!(${names.join('|')}).ts`;

const SERVER = {
  entry: element([E('index.ts'), E('cli.ts'), E('server.ts')]),
  durability: element([E('persistence.ts'), E('durableApi.ts'), E('persist')]),
  transport: element([E('transport/!(http).ts'), E('transport/*/**')], [{ path: E('transport'), except: ['./http.ts'] }]),
  http: element([E('transport/http.ts')]),
  auth: element([E('auth.ts')]),
  storageTransport: element(STORAGE_TRANSPORT_FILES.map((name) => E(`storage/${name}.ts`))),
  storageEngine: element(
    [E(`storage/${except([...STORAGE_TRANSPORT_FILES, ...STORAGE_MODEL_FILES])}`)],
    [{ path: E('storage'), except: inFolder([...STORAGE_TRANSPORT_FILES, ...STORAGE_MODEL_FILES]) }],
  ),
  storageModel: element(STORAGE_MODEL_FILES.map((name) => E(`storage/${name}.ts`))),
  engine: element([E(`engine/${except(MODEL_FILES)}`), E('engine/*/**')], [{ path: E('engine'), except: inFolder(MODEL_FILES) }]),
  rules: element([E('rules')]),
  model: element(MODEL_FILES.map((name) => E(`engine/${name}.ts`))),
  log: element([E('log.ts')]),
};

const SERVER_ALLOWED = {
  durability: ['engine', 'model', 'log'],
  transport: ['http', 'auth', 'engine', 'model', 'log'],
  http: ['model'],
  auth: ['model'],
  storageTransport: ['storageEngine', 'storageModel', 'http', 'auth', 'model', 'log'],
  storageEngine: ['storageModel', 'rules', 'model', 'log'],
  storageModel: ['model'],
  engine: ['rules', 'model', 'log'],
  rules: ['model', 'log'],
  model: [],
  log: [],
};

const serverZones = zonesFor(
  SERVER,
  SERVER_ALLOWED,
  (name, allow) => `In the local server, ${name} ${mayImport(allow)} (emulator/README.md, Layout).`,
);

/** Firebase SDKs belong to src/data and src/lib/firebase; tests may build real Firestore values as fixtures. */
const firebaseImports = (regex) => [
  'error',
  { patterns: [{ regex, message: 'Only src/data and src/lib/firebase import Firebase SDKs.' }] },
];
const ANY_FIREBASE = '^@?firebase(/|$)';
const FIREBASE_BUT_FIRESTORE = '^(@firebase/|firebase$|firebase/(?!firestore$))';

/** Test code: test files, the shared test support and a feature's own fixtures. */
const TEST_CODE = ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/testing/**', 'src/**/testing.ts', 'src/**/__mocks__/**'];

export const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...appZones, testSupportZone] }],
      'no-restricted-imports': firebaseImports(ANY_FIREBASE),
    },
  },
  {
    files: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: appZones }],
      'no-restricted-imports': firebaseImports(FIREBASE_BUT_FIRESTORE),
    },
  },
  {
    files: ['src/data/**', 'src/lib/firebase/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['emulator/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones }] },
  },
];
