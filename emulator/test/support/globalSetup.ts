/**
 * Starts the project's Firestore + Storage server for the emulator test project, on free ports,
 * and points the SDKs at it through the standard emulator variables. When those variables are
 * already set (official emulators, or a backend started by hand) the tests use that instead.
 */
import { startBackend, type RunningBackend } from '../../src/index.js';

let backend: RunningBackend | undefined;

export async function setup(): Promise<void> {
  const external = process.env.USE_OFFICIAL_EMULATORS === '1' || !!process.env.FIRESTORE_EMULATOR_HOST;
  if (external) {
    if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      throw new Error('Set FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST to the running emulators.');
    }
    return;
  }
  backend = await startBackend({ host: '127.0.0.1', firestorePort: 0, storagePort: 0, quiet: true });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${backend.firestorePort}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${backend.storagePort}`;
}

export async function teardown(): Promise<void> {
  await backend?.close();
}
