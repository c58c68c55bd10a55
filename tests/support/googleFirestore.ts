/**
 * `USE_OFFICIAL_EMULATORS=1 npm test` runs Firestore on Google's emulator and keeps Storage on the project's own
 * server (scripts/stack.ts). A test that cannot pass there for a reason other than the portal skips itself in that
 * mode only, naming the reason (README.md lists them); everywhere else it runs as written.
 */
export const onGoogleFirestore = process.env.USE_OFFICIAL_EMULATORS === '1';

/**
 * storage.rules look roles and warranties up with firestore.get(), which the project's server answers from its
 * own Firestore: with the data in Google's emulator, every signed-in caller is a stranger to Storage.
 */
export const STORAGE_RULES_SEE_NO_FIRESTORE =
  "storage.rules read users and warranties from the project's own Firestore, while the data is in Google's emulator";

/** Google's emulator does not date a server timestamp with its commit's time, as the local server does. */
export const SERVER_TIME_IS_NOT_COMMIT_TIME =
  "a serverTimestamp() is dated to the millisecond, a few milliseconds before its commit's createTime";

/** Skips the running test on Google's Firestore emulator; call it first, in the test or in a beforeEach. */
export function skipOnGoogleFirestore(context: { skip(condition: boolean, note?: string): void }, reason: string): void {
  context.skip(onGoogleFirestore, `on Google's Firestore emulator: ${reason}`);
}
