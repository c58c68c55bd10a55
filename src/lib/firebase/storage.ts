import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { emulatorHost, emulatorPorts, firebaseApp, useEmulators } from './app';

export const storage: FirebaseStorage = getStorage(firebaseApp);

if (useEmulators) {
  connectStorageEmulator(storage, emulatorHost, emulatorPorts.storage);
}
