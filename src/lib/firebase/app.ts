import { getApp, getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';

/**
 * Project configuration from the VITE_FIREBASE_* variables. A production build requires them (vite.config.ts
 * refuses to build without them); every other mode talks to the local stack's `demo-dealer-portal` project.
 */
export const firebaseConfig: FirebaseOptions = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-dealer-portal',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET || 'demo-dealer-portal.appspot.com',
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: import.meta.env.VITE_FIREBASE_APP_ID || undefined,
};

/**
 * Every mode but production talks to the local stack: development, the tests, and `vite build --mode emulator`
 * (the optimised build the end-to-end tests serve). A production build never does; the bundler drops the
 * emulator connections from it.
 */
export const useEmulators: boolean = import.meta.env.MODE !== 'production';

export const emulatorHost: string = import.meta.env.VITE_EMULATOR_HOST || '127.0.0.1';

/** Emulator ports: Firebase's defaults unless the stack that serves the app says otherwise. */
export const emulatorPorts = {
  firestore: port(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT, 8080),
  storage: port(import.meta.env.VITE_STORAGE_EMULATOR_PORT, 9199),
  auth: port(import.meta.env.VITE_AUTH_EMULATOR_PORT, 9099),
  functions: port(import.meta.env.VITE_FUNCTIONS_EMULATOR_PORT, 5001),
} as const;

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

// getApps() keeps hot module reloads from initialising the default app twice.
export const firebaseApp: FirebaseApp = getApps().length > 0 ? getApp() : initializeApp(firebaseConfig);
