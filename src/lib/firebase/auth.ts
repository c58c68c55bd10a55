import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulatorHost, emulatorPorts, firebaseApp, useEmulators } from './app';

/**
 * initializeAuth without a popup/redirect resolver keeps the sign-in chunk small: the portal signs in with
 * email and password only. A second evaluation of this module (hot reload) gets the existing instance back, as
 * initializeAuth returns it for the same options. getAuth is never used: it would bring the popup code back.
 */
export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (useEmulators && !auth.emulatorConfig) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
}
