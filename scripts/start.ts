/**
 * `npm start`: the whole portal on this machine. Starts the local Firestore + Storage server, the
 * Auth and Functions emulators, loads the demo data into an empty store, and serves the app with
 * Vite. Data lives in .data/ between runs; `npm start -- --clean` starts from the demo data again.
 * Ctrl-C stops everything after the backend and the Auth emulator have saved their data.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEV_PORTS, ROOT, buildFunctions, isPortInUse, stackEnv, startBackend, startFirebaseEmulators, startProcess,
  stopAll, waitForPort,
} from './stack.js';

const DATA = join(ROOT, '.data');

async function main(): Promise<void> {
  if (process.argv.includes('--clean')) rmSync(DATA, { recursive: true, force: true });
  for (const [name, port] of Object.entries(DEV_PORTS)) {
    if (await isPortInUse(port)) throw new Error(`Port ${port} (${name}) is in use: is the portal already running?`);
  }
  const env = stackEnv(DEV_PORTS);
  Object.assign(process.env, env);

  console.log('Building the functions...');
  buildFunctions();
  console.log('Starting the local Firestore and Storage server...');
  await startBackend(DEV_PORTS, join(DATA, 'backend'));
  console.log('Starting the Auth and Functions emulators...');
  await startFirebaseEmulators(DEV_PORTS, 'dev', join(DATA, 'auth'));

  const { ensureDemoAccounts, isSeeded, seedDemoData } = await import('./seed/seed.js');
  if (await isSeeded()) {
    await ensureDemoAccounts();
  } else {
    console.log('Loading the demo data...');
    await seedDemoData();
  }

  startProcess('web', 'npx', ['vite', '--host', '127.0.0.1', '--port', String(DEV_PORTS.web), '--strictPort'], env);
  await waitForPort(DEV_PORTS.web);
  await printWelcome();
}

async function printWelcome(): Promise<void> {
  const { accounts, DEMO_PASSWORD, DEMO_INVITE_ID } = await import('./seed/demoData.js');
  const url = `http://127.0.0.1:${DEV_PORTS.web}`;
  console.log(`\nThe Dealer Portal is running at ${url}\n`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of accounts) console.log(`  ${a.role.padEnd(8)} ${a.email.padEnd(26)} ${a.company}`);
  console.log(`Unused invite: ${url}/register/${DEMO_INVITE_ID}`);
  console.log(`Outbox (SMS and mail sent locally): the "outbox" collection.`);
  console.log('\nPress Ctrl-C to stop; data is kept in .data/.');
}

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping (saving data)...');
  await stopAll(30_000);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
});
