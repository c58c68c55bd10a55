import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulatorHost, emulatorPorts, firebaseApp, useEmulators } from './app';

/**
 * initializeAuth without a popup/redirect resolver keeps the sign-in chunk small: the portal signs in with
 * email and password only. A second evaluation of this module (hot reload) reuses the existing instance.
 */
function createAuth(): Auth {
  try {
    return initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  } catch {
    return getAuth(firebaseApp);
  }
}

export const auth: Auth = createAuth();

if (useEmulators && !auth.emulatorConfig) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
}
