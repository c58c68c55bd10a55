/**
 * Clients for the rules tests: the `firebase` web SDK in Node (gRPC, as @firebase/rules-unit-testing
 * runs it) signed in with an unsigned emulator token, firebase-admin as the owner, and the emulator
 * control endpoint that loads rules.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { clearFirestore, firestoreHost } from '../support/emulator.js';

/** The claims of an emulator ID token, as `connectFirestoreEmulator`'s `mockUserToken` takes them. */
export interface MockUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  [claim: string]: unknown;
}

let opened = 0;
const cleanups: (() => Promise<unknown>)[] = [];

/** A web SDK Firestore for `project` as `user` (unauthenticated when absent, privileged with 'owner'). */
export function clientFirestore(project: string, user?: MockUser | 'owner'): Firestore {
  const app: FirebaseApp = initializeApp({ projectId: project }, `rules-${project}-${opened++}`);
  const db = getFirestore(app);
  const { host, port } = firestoreHost();
  connectFirestoreEmulator(db, host, port, user ? { mockUserToken: user } : {});
  cleanups.push(async () => {
    await terminate(db);
    await deleteApp(app);
  });
  return db;
}

/** firebase-admin for `project`: the owner, which rules never restrict. */
function adminFirestore(project: string): AdminFirestore {
  const app: AdminApp = initializeAdminApp({ projectId: project }, `rules-admin-${project}-${opened++}`);
  const db = getAdminFirestore(app);
  cleanups.push(async () => {
    await db.terminate();
    await deleteAdminApp(app);
  });
  return db;
}

/** Closes every client opened so far. */
export async function closeClients(): Promise<void> {
  await Promise.all(cleanups.splice(0).map((close) => close()));
}

function controlUrl(path: string): string {
  const { host, port } = firestoreHost();
  return `http://${host}:${port}${path}`;
}

/** `PUT /emulator/v1/projects/{p}:securityRules`, as @firebase/rules-unit-testing loads rules. */
export async function putFirestoreRules(project: string, content: string): Promise<Response> {
  return fetch(controlUrl(`/emulator/v1/projects/${project}:securityRules`), {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
}

async function loadFirestoreRules(project: string, content: string): Promise<void> {
  const res = await putFirestoreRules(project, content);
  if (!res.ok) throw new Error(`loading rules failed: ${res.status} ${await res.text()}`);
}

/**
 * The clients of a rules test: `admin` (firebase-admin, the owner), `anonymous` (the web SDK without
 * a user) and the web SDK signed in as each user, under the user's name.
 */
type RulesClients<User extends string> = { admin: AdminFirestore; anonymous: Firestore } & Record<User, Firestore>;

/** Empties `project`, loads `rules` for it and opens its clients (closed by `closeClients`). */
export async function openRulesProject<User extends string>(
  project: string,
  rules: string,
  users: Record<User, MockUser>,
): Promise<RulesClients<User>> {
  await clearFirestore(project);
  await loadFirestoreRules(project, rules);
  const admin = adminFirestore(project);
  const signedIn = Object.entries<MockUser>(users).map(([name, user]) => [name, clientFirestore(project, user)]);
  return { ...(Object.fromEntries(signedIn) as Record<User, Firestore>), admin, anonymous: clientFirestore(project) };
}

/** Firestore rules with the usual header around `body`. */
export function firestoreRules(body: string): string {
  return `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;
}

/** The error code a rejected SDK call failed with ('resolved' when it succeeded). */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'resolved';
  } catch (err) {
    return String((err as { code?: unknown }).code ?? err);
  }
}

/** An unsigned JWT as the Auth emulator issues them, for raw REST calls. */
export function emulatorToken(project: string, user: MockUser): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    user_id: user.sub,
    firebase: { sign_in_provider: 'custom', identities: {} },
    ...user,
  };
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

export function restUrl(project: string, path: string): string {
  return controlUrl(`/v1/projects/${project}/databases/(default)/documents${path}`);
}
