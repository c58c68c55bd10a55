/**
 * `npm run test:differential`: compares the project's Firestore server with Google's Firestore emulator on the
 * same seeded operations (emulator/test/differential/). Exits 1 on a difference emulator/README.md does not
 * explain; prints one line and exits 0 when Google's emulator or Java is not installed.
 */
import { runDifferential } from '../emulator/test/differential/run.js';

runDifferential().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
