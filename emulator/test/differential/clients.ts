/**
 * The same clients against each server: firebase-admin over gRPC (the owner, whom rules never restrict) and the
 * web SDK in Node (gRPC too) signed in with an unsigned emulator ID token, as @firebase/rules-unit-testing does.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, terminate, type Firestore } from 'firebase/firestore';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';

export type Side = 'ours' | 'google';
export const SIDES: readonly Side[] = ['ours', 'google'];

/** The claims of an emulator ID token (`connectFirestoreEmulator`'s `mockUserToken`). */
export interface MockUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  [claim: string]: unknown;
}

let opened = 0;
const closers: (() => Promise<unknown>)[] = [];

function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(':');
  return { host: host!, port: Number(port) };
}

/**
 * firebase-admin for `project` on the server at `address`. Integers are read as BigInt so an integer never
 * passes for a double of the same value.
 */
export function adminClient(project: string, address: string): AdminFirestore {
  const app = initializeAdminApp({ projectId: project }, `differential-admin-${opened++}`);
  const db = getAdminFirestore(app);
  // ssl: false makes the client send `Bearer owner`, as it does for FIRESTORE_EMULATOR_HOST (unset for this run).
  // Without gaxServerStreamingRetries the client library resends a query whose error comes as gRPC's
  // trailers-only answer (Google's emulator answers errors so) after seconds of back-off, as if nothing had
  // answered; with it, only the retryable codes are retried, on both servers alike.
  db.settings({ host: address, ssl: false, useBigInt: true, gaxServerStreamingRetries: true } as FirebaseFirestore.Settings);
  closers.push(async () => {
    await db.terminate();
    await deleteAdminApp(app);
  });
  return db;
}

/** The web SDK for `project` on the server at `address`, as `user` (signed out without one). */
export function webClient(project: string, address: string, user?: MockUser | 'owner'): Firestore {
  const app: FirebaseApp = initializeApp({ projectId: project }, `differential-web-${opened++}`);
  const db = getFirestore(app);
  const { host, port } = hostAndPort(address);
  connectFirestoreEmulator(db, host, port, user ? { mockUserToken: user } : {});
  closers.push(async () => {
    await terminate(db);
    await deleteApp(app);
  });
  return db;
}

/** Denials are half of what the rules comparison asks for: keep the web SDK from logging each one. */
export function quietWebSdk(): void {
  setLogLevel('silent');
}

export async function closeClients(): Promise<void> {
  await Promise.all(closers.splice(0).map((close) => close()));
}

/** Empties a project on a server (the emulators' control endpoint). */
export async function clearProject(address: string, project: string): Promise<void> {
  const res = await fetch(`http://${address}/emulator/v1/projects/${project}/databases/(default)/documents`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Clearing ${project} on ${address} failed: ${res.status} ${await res.text()}`);
}

/** Loads Firestore rules for a project on a server, as @firebase/rules-unit-testing does. */
export async function loadRules(address: string, project: string, content: string): Promise<void> {
  const res = await fetch(`http://${address}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!res.ok) throw new Error(`Loading rules for ${project} on ${address} failed: ${res.status} ${await res.text()}`);
}
