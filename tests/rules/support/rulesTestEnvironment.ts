/**
 * One @firebase/rules-unit-testing environment per test file, in the style of firebase/quickstart-testing:
 * the project's real rules files, a `demo-*` project of its own, Firestore cleared before each test,
 * seeding with rules disabled, and a signed-in or anonymous client per role.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TestEnvironmentConfig,
} from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { deleteObject, listAll, ref, uploadBytes, type FirebaseStorage, type StorageReference } from 'firebase/storage';

/** Anyone who can sign in: a person of the fixtures or an account without a user document. */
export interface Account {
  uid: string;
  email: string;
}

export interface RulesHarness {
  /** Firestore as this signed-in account (email verified). */
  db(account: Account): Firestore;
  /** Firestore without a signed-in user. */
  guestDb(): Firestore;
  storage(account: Account): FirebaseStorage;
  guestStorage(): FirebaseStorage;
  /** Deletes every document of the test project. */
  clear(): Promise<void>;
  /** Writes documents (keyed by path) with rules disabled, in one commit. */
  seed(documents: Record<string, DocumentData>): Promise<void>;
  /** Deletes documents (by path) with rules disabled. */
  remove(paths: readonly string[]): Promise<void>;
  /** Uploads objects with rules disabled. */
  upload(objects: readonly StoredObject[]): Promise<void>;
  /**
   * Deletes every object of the test bucket, nested ones included (`env.clearStorage()` only removes the
   * top level, and the emulator's reset would wipe the buckets of other suites too).
   */
  clearBucket(): Promise<void>;
}

export interface StoredObject {
  path: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface HarnessOptions {
  /** Also load storage.rules into the Storage emulator. */
  storage?: boolean;
  /** Defaults to `demo-rules-{name}-{pid}`. */
  projectId?: string;
  /** Runs after Firestore is cleared, before each test. */
  beforeEachTest?: (harness: RulesHarness) => Promise<void>;
  /**
   * Clear Firestore before each test (the default). A suite whose tests restore what they change may clear once,
   * before its first test, and seed there instead.
   */
  clearBeforeEachTest?: boolean;
}

function emulatorAddress(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run these tests through the vitest project 'rules'.`);
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

/** The project's rules, or those of RULES_DIR (the mutation check runs the suite against weakened copies). */
const rulesFile = (name: string) =>
  readFileSync(process.env.RULES_DIR ? `${process.env.RULES_DIR}/${name}` : new URL(`../../../${name}`, import.meta.url), 'utf8');

// The contexts hand out the compat instances; the modular functions accept them and unwrap them.
const modularFirestore = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
const modularStorage = (context: RulesTestContext) => context.storage() as unknown as FirebaseStorage;

async function removeAll(folder: StorageReference): Promise<void> {
  const { items, prefixes } = await listAll(folder);
  await Promise.all([...items.map((item) => deleteObject(item)), ...prefixes.map((prefix) => removeAll(prefix))]);
}

/** Registers the file's hooks and returns the harness its tests use. */
export function useRulesTestEnvironment(name: string, options: HarnessOptions = {}): RulesHarness {
  let env: RulesTestEnvironment | undefined;
  const contexts = new Map<string, RulesTestContext>();

  const requireEnv = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not initialized yet.');
    return env;
  };
  const signedIn = (account: Account): RulesTestContext => {
    const key = `${account.uid}\n${account.email}`;
    let context = contexts.get(key);
    if (!context) {
      context = requireEnv().authenticatedContext(account.uid, { email: account.email, email_verified: true });
      contexts.set(key, context);
    }
    return context;
  };
  const guest = (): RulesTestContext => {
    let context = contexts.get('');
    if (!context) {
      context = requireEnv().unauthenticatedContext();
      contexts.set('', context);
    }
    return context;
  };

  const harness: RulesHarness = {
    db: (account) => modularFirestore(signedIn(account)),
    guestDb: () => modularFirestore(guest()),
    storage: (account) => modularStorage(signedIn(account)),
    guestStorage: () => modularStorage(guest()),
    clear: () => requireEnv().clearFirestore(),
    seed: (documents) =>
      requireEnv().withSecurityRulesDisabled(async (context) => {
        const db = modularFirestore(context);
        const batch = writeBatch(db);
        for (const [path, data] of Object.entries(documents)) batch.set(doc(db, path), data);
        await batch.commit();
      }),
    remove: (paths) =>
      requireEnv().withSecurityRulesDisabled(async (context) => {
        const db = modularFirestore(context);
        const batch = writeBatch(db);
        for (const path of paths) batch.delete(doc(db, path));
        await batch.commit();
      }),
    clearBucket: () =>
      requireEnv().withSecurityRulesDisabled(async (context) => {
        await removeAll(ref(modularStorage(context)));
      }),
    upload: (objects) =>
      requireEnv().withSecurityRulesDisabled(async (context) => {
        const storage = modularStorage(context);
        for (const object of objects) {
          await uploadBytes(ref(storage, object.path), object.bytes, { contentType: object.contentType });
        }
      }),
  };

  beforeAll(async () => {
    // Denied requests are the point of half of these tests: keep the SDK from logging each one.
    setLogLevel('error');
    const config: TestEnvironmentConfig = {
      projectId: options.projectId ?? `demo-rules-${name}-${process.pid}`,
      firestore: { rules: rulesFile('firestore.rules'), ...emulatorAddress('FIRESTORE_EMULATOR_HOST') },
    };
    if (options.storage) {
      config.storage = { rules: rulesFile('storage.rules'), ...emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST') };
    }
    env = await initializeTestEnvironment(config);
  });

  beforeEach(async () => {
    if (options.clearBeforeEachTest === false) return;
    await requireEnv().clearFirestore();
    await options.beforeEachTest?.(harness);
  });

  afterAll(async () => {
    contexts.clear();
    await env?.cleanup();
  });

  return harness;
}
