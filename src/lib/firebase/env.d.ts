/// <reference types="vite/client" />

// Build-time configuration read by src/lib/firebase/app.ts. A production build requires the VITE_FIREBASE_* values
// (vite.config.ts names the missing ones); other modes default to the local demo project.
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Host of the local emulators; '127.0.0.1' unless set. */
  readonly VITE_EMULATOR_HOST?: string;
  /** Emulator ports; the Firebase defaults (8080, 9199, 9099, 5001) unless set (the test stack uses others). */
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_STORAGE_EMULATOR_PORT?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_FUNCTIONS_EMULATOR_PORT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
