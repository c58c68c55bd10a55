/**
 * Runs this backend in a process of its own for the benchmark, as Google's emulator runs in its
 * own JVM, so neither server shares an event loop or a core with the client that measures it.
 * Options come as JSON in the first argument; `READY <port>` on stdout says it is serving.
 * SIGTERM closes it cleanly (with a data folder, the journal is folded into the snapshot).
 */
import { startBackend, type BackendOptions } from '../src/index.js';

const options = JSON.parse(process.argv[2] ?? '{}') as Partial<BackendOptions>;
const backend = await startBackend({ host: '127.0.0.1', firestorePort: 0, storagePort: 0, ...options, quiet: true });
process.stdout.write(`READY ${backend.firestorePort}\n`);
process.once('SIGTERM', () => {
  backend.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
