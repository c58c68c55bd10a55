import { getApp, getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';

const env = import.meta.env;

/** Project configuration; without VITE_FIREBASE_* variables the app talks to the `demo-dealer-portal` demo project. */
export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-dealer-portal',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || 'demo-dealer-portal.appspot.com',
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

/** Development always uses the local emulators; a production build opts in with VITE_USE_EMULATORS=true. */
export const useEmulators: boolean = env.DEV || env.VITE_USE_EMULATORS === 'true';

export const emulatorHost: string = env.VITE_EMULATOR_HOST || '127.0.0.1';

/** Emulator ports: Firebase's defaults unless the stack that serves the app says otherwise. */
export const emulatorPorts = {
  firestore: port(env.VITE_FIRESTORE_EMULATOR_PORT, 8080),
  storage: port(env.VITE_STORAGE_EMULATOR_PORT, 9199),
  auth: port(env.VITE_AUTH_EMULATOR_PORT, 9099),
  functions: port(env.VITE_FUNCTIONS_EMULATOR_PORT, 5001),
} as const;

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

// getApps() keeps hot module reloads from initialising the default app twice.
export const firebaseApp: FirebaseApp = getApps().length > 0 ? getApp() : initializeApp(firebaseConfig);
