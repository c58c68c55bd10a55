/**
 * The rules suites run on the project's server (emulator/test/support/globalSetup.ts). The Storage emulator holds
 * one rule set for every bucket and nothing unloads it, so once every rules suite has finished (never when one
 * does: the others may still be running), a server shared with other suites gets its storage rules back open,
 * the state the local backend's conformance tests run in.
 */
import { setup, teardown as stopServer } from '../../../emulator/test/support/globalSetup';

export { setup };

const OPEN_RULES = "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{allPaths=**} { allow read, write: if true; } } }\n";

export async function teardown(): Promise<void> {
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (storage) {
    const response = await fetch(`http://${storage}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'open.storage.rules', content: OPEN_RULES }] } }),
    });
    if (!response.ok) throw new Error(`Could not reopen the storage rules: ${response.status} ${await response.text()}`);
  }
  await stopServer();
}
