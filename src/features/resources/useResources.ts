import { getResource, listResources } from '../../data/resourcesApi';
import { useServerRead } from '../../data/serverState/serverState';
import { useDownloadUrl as useServerDownloadUrl } from '../../data/serverState/useDownloadUrl';
import type { ResourceType } from '../../reference/resources';
import type { Resource } from '../../types/resources';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

/** A type's library, read once per visit; `reload` reads it again (after an error). */
export function useResourceLibrary(type: ResourceType): { state: Loadable<Resource[]>; reload: () => void } {
  const read = useServerRead(`resources:${type}`, () => listResources(type), { label: `the ${type} resources`, refusalIsError: true });
  const state: Loadable<Resource[]> = read.status === 'ready' ? read : read.status === 'loading' ? { status: 'loading' } : { status: 'error' };
  return { state, reload: read.retry };
}

/** One resource for the edit form; null when there is none (or it may not be read). */
export function useResource(id: string): { state: Loadable<Resource | null>; reload: () => void } {
  const read = useServerRead(`resource:${id}`, () => getResource(id), { label: `resource ${id}` });
  const state: Loadable<Resource | null> =
    read.status === 'ready' || read.status === 'loading'
      ? read
      : read.status === 'missing'
        ? { status: 'ready', value: null }
        : { status: 'error' };
  return { state, reload: read.retry };
}

/** A file's download URL: undefined while it is fetched, 'failed' when the file cannot be read. */
export function useDownloadUrl(path: string): string | 'failed' | undefined {
  const url = useServerDownloadUrl(path);
  if (url.status === 'ready') return url.value;
  return url.status === 'loading' ? undefined : 'failed';
}
