/**
 * The engine as the transports see it when state is kept in a data folder: a write answers only
 * once it is durable (its journal record synced), so an acknowledged write survives a crash.
 * Reads answer at once. Without a data folder the transports get the engine itself.
 */
import type { FirestoreApi } from './engine/api.js';
import { FirestoreError } from './engine/errors.js';
import type { FirestoreService } from './engine/service.js';

export function durableApi(api: FirestoreService, durable: () => Promise<void>): FirestoreApi {
  const saved = (): Promise<void> =>
    durable().catch((err: unknown) => {
      throw new FirestoreError('INTERNAL', `The write was applied but could not be saved: ${(err as Error).message}`);
    });
  const after = <T>(result: T): Promise<T> => saved().then(() => result);
  const writes: Partial<FirestoreApi> = {
    commit: (ctx, database, req) => after(api.commit(ctx, database, req)),
    createDocument: (ctx, parent, collectionId, documentId, document, opts) =>
      after(api.createDocument(ctx, parent, collectionId, documentId, document, opts)),
    updateDocument: (ctx, document, opts) => after(api.updateDocument(ctx, document, opts)),
    deleteDocument: (ctx, name, opts) => after(api.deleteDocument(ctx, name, opts)),
    clear: (project, database) => after(api.clear(project, database)),
    openWrite: (ctx) => api.openWrite(ctx, saved),
  };
  // Everything else (the reads, rules, control calls) goes to the engine unchanged.
  return new Proxy(api, {
    get(target, key) {
      if (Object.hasOwn(writes, key)) return writes[key as keyof FirestoreApi];
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as FirestoreApi;
}
