import { createServer, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHeaderBlocks } from '../../src/transport/grpc/headerGuard.js';

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

/** A connected pair of sockets on loopback: the server's end is the one the guard wraps. */
async function socketPair(): Promise<{ server: Socket; client: Socket }> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as { port: number }).port;
  const accepted = new Promise<Socket>((resolve) => listener.once('connection', resolve));
  const client = connect(port, '127.0.0.1');
  const server = await accepted;
  cleanup.push(() => {
    client.destroy();
    server.destroy();
    listener.close();
  });
  return { server, client };
}

describe('the header guard, writing a response', () => {
  it('hands frames written together to the socket in one write, and reports them written at once', async () => {
    const { server, client } = await socketPair();
    const write = vi.spyOn(server, 'write');
    const guarded = guardHeaderBlocks(server);
    const done: string[] = [];
    guarded.cork();
    guarded.write(Buffer.from('head'), () => done.push('head'));
    guarded.write(Buffer.from('data'), () => done.push('data'));
    guarded.write(Buffer.from('trailers'), () => done.push('trailers'));
    guarded.uncork();
    expect(write).toHaveBeenCalledTimes(1);
    expect(String(write.mock.calls[0]![0])).toBe('headdatatrailers');
    await new Promise((resolve) => process.nextTick(resolve));
    expect(done).toEqual(['head', 'data', 'trailers']);
    const received = await new Promise<string>((resolve) => client.once('data', (chunk) => resolve(String(chunk))));
    expect(received).toBe('headdatatrailers');
  });
});
