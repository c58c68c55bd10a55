/**
 * The app's own Firebase modules (src/lib/firebase, src/features/*Api) run in Node against the test stack, for
 * integration tests of the data-access modules through the official web SDK.
 *
 * Under vitest, import.meta.env reads process.env, where the test stack puts the VITE_*_EMULATOR_PORT variables
 * (scripts/stack.ts), and its mode ('test') connects to the emulators. They are checked before anything is imported, so a
 * misconfigured run fails here instead of writing to a developer's stack on the default ports.
 */
import { deleteApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { terminate } from 'firebase/firestore';

function portOf(hostVariable: string): string {
  const host = process.env[hostVariable];
  if (!host) throw new Error(`${hostVariable} is not set: run these tests through npm test.`);
  return host.slice(host.lastIndexOf(':') + 1);
}

function checkStackEnv(): void {
  const expected: [string, string][] = [
    ['VITE_FIRESTORE_EMULATOR_PORT', portOf('FIRESTORE_EMULATOR_HOST')],
    ['VITE_AUTH_EMULATOR_PORT', portOf('FIREBASE_AUTH_EMULATOR_HOST')],
  ];
  for (const [variable, value] of expected) {
    if (process.env[variable] !== value) {
      throw new Error(`${variable} is '${process.env[variable] ?? ''}', expected '${value}': run these tests through npm test.`);
    }
  }
}

export interface AppClient {
  auth: Auth;
  signInAs(account: { email: string; password: string }): Promise<string>;
  signOut(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects the app's Firebase app to the test stack and returns an Auth handle on it, so the data-access
 * modules' Firestore calls carry the signed-in user's token (as the security rules expect).
 */
export async function connectAppClient(): Promise<AppClient> {
  checkStackEnv();
  const { firebaseApp, emulatorPorts, useEmulators } = await import('../../../src/lib/firebase/app');
  if (!useEmulators || emulatorPorts.firestore !== Number(portOf('FIRESTORE_EMULATOR_HOST'))) {
    throw new Error('The app module did not pick up the test stack from import.meta.env.');
  }
  const { db } = await import('../../../src/lib/firebase/firestore');
  // The app's auth module persists sessions in IndexedDB, which Node lacks: Node gets in-memory persistence.
  const auth = getAuth(firebaseApp);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  return {
    auth,
    async signInAs({ email, password }) {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return credential.user.uid;
    },
    signOut: () => signOut(auth),
    async close() {
      await signOut(auth);
      await terminate(db);
      await deleteApp(firebaseApp);
    },
  };
}
