import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulatorHost, emulatorPorts, firebaseApp, useEmulators } from './app';

/** Imported only by data-access modules, so Firestore loads after sign-in and never with the login screen. */
export const db: Firestore = getFirestore(firebaseApp);

// A no-op when already connected with the same settings, so hot reloads are safe.
if (useEmulators) {
  connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
}
