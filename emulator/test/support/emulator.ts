/** Where the tests find the backend, and helpers to reset it between tests. */
export function firestoreHost(): { host: string; port: number } {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

export function storageHost(): { host: string; port: number } {
  const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
  return { host, port: Number(port) };
}

/** Drop every document of a project, through the official emulator control endpoint. */
export async function clearFirestore(projectId: string): Promise<void> {
  const { host, port } = firestoreHost();
  const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`clear failed: ${res.status} ${await res.text()}`);
}

/** A project id unique to one test file, so files running in parallel never share data. */
export function testProject(name: string): string {
  return `demo-${name}-${process.pid}`;
}
