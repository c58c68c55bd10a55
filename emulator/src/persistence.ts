/**
 * Keeps Firestore's state in a data folder: loaded once at start, saved shortly after every change
 * and on shutdown. Saves are atomic (write `<file>.tmp`, fsync, rename), so a crash mid-save leaves
 * the previous file intact. A file that cannot be read is an error, never silently an empty database.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { warn } from './log.js';

/** What the engine offers for persistence (see engine/service.ts). */
export interface PersistableStore<State> {
  exportState(): State;
  importState(state: State): void;
  /** Fires after every commit or clear; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
}

export interface Persistence {
  /** Writes pending changes now and waits until they are on disk. */
  flush(): Promise<void>;
  /** Stops watching for changes after a final flush. */
  close(): Promise<void>;
}

const FORMAT = 'firestore-state';
const VERSION = 1;
const FILE_NAME = 'firestore.json';
const DEFAULT_SAVE_DELAY_MS = 200;

interface StateFile<State> {
  format: typeof FORMAT;
  version: typeof VERSION;
  savedAt: string;
  state: State;
}

export function firestoreFile(dataDir: string): string {
  return join(dataDir, FILE_NAME);
}

/**
 * Reads the saved state into the store. Returns false when there was nothing to load.
 * Throws an Error naming the file and the problem when it exists but cannot be used.
 */
export function loadFirestore<State>(dataDir: string, store: PersistableStore<State>): boolean {
  mkdirSync(dataDir, { recursive: true });
  const file = firestoreFile(dataDir);
  // A leftover temp file is an interrupted save; the main file is still the last complete one.
  rmSync(`${file}.tmp`, { force: true });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw refuse(file, (err as Error).message);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw refuse(file, `it is not valid JSON (${(err as Error).message})`);
  }
  const saved = parsed as Partial<StateFile<State>> | null;
  if (!saved || typeof saved !== 'object' || saved.format !== FORMAT || !('state' in saved)) {
    throw refuse(file, `it is not a saved Firestore state (expected "format": "${FORMAT}")`);
  }
  if (saved.version !== VERSION) {
    throw refuse(file, `it has format version ${String(saved.version)}, this server reads version ${VERSION}`);
  }
  try {
    store.importState(saved.state as State);
  } catch (err) {
    throw refuse(file, `its contents are invalid (${(err as Error).message})`);
  }
  return true;
}

function refuse(file: string, reason: string): Error {
  return new Error(
    `Cannot load Firestore data from ${file}: ${reason}. ` +
      'Refusing to start so the data is not overwritten; repair or move the file, or start with another data folder.',
  );
}

/** Saves the store's state after each change (debounced) until closed. */
export function watchFirestore<State>(
  dataDir: string,
  store: PersistableStore<State>,
  delayMs = DEFAULT_SAVE_DELAY_MS,
): Persistence {
  const file = firestoreFile(dataDir);
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;
  let saving: Promise<void> | undefined;

  const saveNow = async (): Promise<void> => {
    // One save at a time; changes made during a save are picked up by the next one.
    while (saving) await saving.catch(() => undefined);
    if (!dirty) return;
    dirty = false;
    const body: StateFile<State> = { format: FORMAT, version: VERSION, savedAt: new Date().toISOString(), state: store.exportState() };
    saving = writeAtomically(file, JSON.stringify(body));
    try {
      await saving;
    } catch (err) {
      dirty = true; // keep the changes pending; the next change or flush retries
      throw err;
    } finally {
      saving = undefined;
    }
  };

  const schedule = () => {
    dirty = true;
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      saveNow().catch((err: unknown) => warn('persistence', `saving ${file} failed: ${(err as Error).message}`));
    }, delayMs);
    timer.unref();
  };

  const unsubscribe = store.onChange(schedule);
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    await saveNow();
  };
  return {
    flush,
    async close() {
      unsubscribe();
      await flush();
    },
  };
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
}
