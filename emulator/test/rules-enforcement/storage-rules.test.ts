/**
 * Storage security rules through the `firebase/storage` web SDK in Node: uploads judged with the new
 * object's size and content type, reads, lists, metadata updates and deletes, `firestore.get()` on
 * the bucket project's documents, download tokens, the owner's bypass and `/internal/setRules`.
 * Storage rules apply to the whole server (as in the official emulator), so this file runs its own
 * backend instead of changing the rules under the other storage suites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { startBackend, type RunningBackend } from '../../src/index.js';
import { codeOf, type MockUser } from './support.js';

const PROJECT = `demo-storage-rules-${process.pid}`;
const BUCKET = `${PROJECT}.appspot.com`;

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function profile() { return firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data; }
    function member(team) {
      return request.auth != null && firestore.exists(/databases/(default)/documents/users/$(request.auth.uid))
        && profile().team == team;
    }

    match /team/{team}/{file=**} {
      allow read: if member(team);
      allow create, update: if member(team) && request.resource.size < 1024 && request.resource.contentType.matches('image/.*');
      allow delete: if request.auth != null && profile().admin == true;
    }
  }
}
`;

let backend: RunningBackend;
let origin: string;
let opened = 0;
const apps: FirebaseApp[] = [];

/** The web SDK's Storage for the bucket, as `user` (unauthenticated when absent). */
function storageAs(user?: MockUser | 'owner'): FirebaseStorage {
  const app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET }, `storage-rules-${opened++}`);
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, backend.host, backend.storagePort, user ? { mockUserToken: user } : {});
  return storage;
}

/** Writes Firestore documents of the bucket's project as the owner. */
async function putDocuments(docs: Record<string, Record<string, unknown>>): Promise<void> {
  const toValue = (v: unknown) => (typeof v === 'boolean' ? { booleanValue: v } : { stringValue: String(v) });
  const writes = Object.entries(docs).map(([path, data]) => ({
    update: {
      name: `projects/${PROJECT}/databases/(default)/documents/${path}`,
      fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v)])),
    },
  }));
  const res = await fetch(`http://${backend.host}:${backend.firestorePort}/v1/projects/${PROJECT}/databases/(default)/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
}

function putStorageRules(content: string): Promise<Response> {
  return fetch(`${origin}/internal/setRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
  });
}

const png = (size: number) => new Uint8Array(size).fill(7);

beforeAll(async () => {
  backend = await startBackend({ host: '127.0.0.1', firestorePort: 0, storagePort: 0, quiet: true });
  origin = `http://${backend.host}:${backend.storagePort}`;
  await putDocuments({
    'users/alice': { team: 'red', admin: false },
    'users/bob': { team: 'blue', admin: true },
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await backend?.close();
});

const alice = { sub: 'alice' };
const bob = { sub: 'bob' };

describe('without rules', () => {
  it('allows every request', async () => {
    const storage = storageAs();
    await uploadBytes(ref(storage, 'anything/free.bin'), png(10), { contentType: 'application/octet-stream' });
    expect((await getBytes(ref(storage, 'anything/free.bin'))).byteLength).toBe(10);
  });
});

describe('with rules', () => {
  beforeAll(async () => {
    const res = await putStorageRules(RULES);
    expect(res.status).toBe(200);
  });

  it('judges uploads by the new object: size, content type and the uploader\'s Firestore profile', async () => {
    const storage = storageAs(alice);
    await uploadBytes(ref(storage, 'team/red/logo.png'), png(100), { contentType: 'image/png' });
    expect(await codeOf(uploadBytes(ref(storage, 'team/red/notes.txt'), png(100), { contentType: 'text/plain' }))).toBe('storage/unauthorized');
    expect(await codeOf(uploadBytes(ref(storage, 'team/red/huge.png'), png(2048), { contentType: 'image/png' }))).toBe('storage/unauthorized');
    expect(await codeOf(uploadBytes(ref(storage, 'team/blue/logo.png'), png(100), { contentType: 'image/png' }))).toBe('storage/unauthorized');
    expect(await codeOf(uploadBytes(ref(storageAs(), 'team/red/anon.png'), png(100), { contentType: 'image/png' }))).toBe('storage/unauthorized');
  });

  it('judges resumable uploads when they finish', async () => {
    const storage = storageAs(alice);
    await uploadBytesResumable(ref(storage, 'team/red/resumable.png'), png(500), { contentType: 'image/png' });
    const denied = uploadBytesResumable(ref(storage, 'team/red/resumable.txt'), png(500), { contentType: 'text/plain' });
    expect(await codeOf(Promise.resolve(denied))).toBe('storage/unauthorized');
  });

  it('judges downloads, metadata and listings by the reader', async () => {
    const mine = storageAs(alice);
    expect((await getBytes(ref(mine, 'team/red/logo.png'))).byteLength).toBe(100);
    expect((await getMetadata(ref(mine, 'team/red/logo.png'))).contentType).toBe('image/png');
    expect((await listAll(ref(mine, 'team/red'))).items.map((i) => i.name).sort()).toEqual(['logo.png', 'resumable.png']);

    const other = storageAs(bob);
    expect(await codeOf(getBytes(ref(other, 'team/red/logo.png')))).toBe('storage/unauthorized');
    expect(await codeOf(getMetadata(ref(other, 'team/red/logo.png')))).toBe('storage/unauthorized');
    expect(await codeOf(listAll(ref(other, 'team/red')))).toBe('storage/unauthorized');
  });

  it('judges metadata updates with request.resource as the update leaves it', async () => {
    const storage = storageAs(alice);
    const updated = await updateMetadata(ref(storage, 'team/red/logo.png'), { customMetadata: { caption: 'ours' } });
    expect(updated.customMetadata).toEqual({ caption: 'ours' });
    expect(await codeOf(updateMetadata(ref(storage, 'team/red/logo.png'), { contentType: 'text/plain' }))).toBe('storage/unauthorized');
  });

  it('judges deletes', async () => {
    await uploadBytes(ref(storageAs(alice), 'team/red/doomed.png'), png(10), { contentType: 'image/png' });
    expect(await codeOf(deleteObject(ref(storageAs(alice), 'team/red/doomed.png')))).toBe('storage/unauthorized');
    // Bob is an admin: the delete rule asks nothing else.
    await deleteObject(ref(storageAs(bob), 'team/red/doomed.png'));
    expect(await codeOf(getMetadata(ref(storageAs(alice), 'team/red/doomed.png')))).toBe('storage/object-not-found');
  });

  it('reads the current Firestore documents in every decision', async () => {
    await putDocuments({ 'users/bob': { team: 'red', admin: true } });
    expect((await getBytes(ref(storageAs(bob), 'team/red/logo.png'))).byteLength).toBe(100);
    await putDocuments({ 'users/bob': { team: 'blue', admin: true } });
    expect(await codeOf(getBytes(ref(storageAs(bob), 'team/red/logo.png')))).toBe('storage/unauthorized');
  });

  it('serves download URLs to anyone holding the token, and nothing without it', async () => {
    const url = await getDownloadURL(ref(storageAs(alice), 'team/red/logo.png'));
    const withToken = await fetch(url);
    expect(withToken.status).toBe(200);
    expect((await withToken.arrayBuffer()).byteLength).toBe(100);
    const withoutToken = await fetch(url.replace(/&token=[^&]*/, ''));
    expect(withoutToken.status).toBe(403);
    expect(((await withoutToken.json()) as { error: { code: number } }).error.code).toBe(403);
  });

  it('lets the owner do anything', async () => {
    const owner = storageAs('owner');
    await uploadBytes(ref(owner, 'elsewhere/report.pdf'), png(4096), { contentType: 'application/pdf' });
    expect((await getBytes(ref(owner, 'team/red/logo.png'))).byteLength).toBe(100);
    const res = await fetch(`${origin}/v0/b/${BUCKET}/o/${encodeURIComponent('elsewhere/report.pdf')}`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses rules that do not compile with 400 and keeps the previous rules', async () => {
    const res = await putStorageRules("rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if (;\n  }\n}\n");
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/\S/);
    expect(await codeOf(getBytes(ref(storageAs(), 'team/red/logo.png')))).toBe('storage/unauthorized');
  });
});
