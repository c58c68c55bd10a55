/**
 * A backend in its own process, for tests that kill it: `node --import tsx crashServer.ts <dataDir>`
 * prints `{"port": <firestore port>}` once it listens. The journal is folded into the snapshot
 * every few dozen kilobytes, so kills also land in the middle of a fold.
 */
import { startBackend } from '../../../src/index.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crashServer.ts <dataDir>');
const backend = await startBackend({ firestorePort: 0, storagePort: 0, dataDir, quiet: true, journal: { compactBytes: 48 * 1024 } });
process.stdout.write(`${JSON.stringify({ port: backend.firestorePort })}\n`);
