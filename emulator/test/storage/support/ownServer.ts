/** A Storage backend on its own HTTP server (free port), for tests that need a private instance. */
import { createServer, type Server } from 'node:http';
import { createStorageBackend, type StorageBackend } from '../../../src/storage/index.js';

export interface OwnStorageServer {
  backend: StorageBackend;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

export async function startOwnStorageServer(dataDir?: string): Promise<OwnStorageServer> {
  const backend = createStorageBackend({ dataDir });
  const server: Server = createServer((req, res) => backend.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    backend,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await backend.flush();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A `multipart/related` upload body as the SDKs build it: JSON metadata part, then the media part. */
export function multipartBody(metadata: unknown, data: Buffer, contentType: string, boundary = 'b0undary42'): { body: Buffer; contentType: string } {
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}
