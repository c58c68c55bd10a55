import { useCallback, useEffect, useState } from 'react';
import { fileDownloadUrl } from '../../data/filesApi';
import { getResource, listResources } from '../../data/resourcesApi';
import type { ResourceType } from '../../reference/resources';
import type { Resource } from '../../types/resources';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

/** A type's library, read once per visit; `reload` reads it again (after an error). */
export function useResourceLibrary(type: ResourceType): { state: Loadable<Resource[]>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: Loadable<Resource[]> }>({ key: '', value: { status: 'loading' } });
  const key = `${type}#${attempt}`;
  useEffect(() => {
    let current = true;
    listResources(type).then(
      (resources) => current && setState({ key, value: { status: 'ready', value: resources } }),
      (error: unknown) => {
        console.error(`Unable to read the ${type} resources`, error);
        if (current) setState({ key, value: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [type, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: state.key === key ? state.value : { status: 'loading' }, reload };
}

/** One resource for the edit form; null when there is none. */
export function useResource(id: string): { state: Loadable<Resource | null>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: Loadable<Resource | null> }>({ key: '', value: { status: 'loading' } });
  const key = `${id}#${attempt}`;
  useEffect(() => {
    let current = true;
    getResource(id).then(
      (resource) => current && setState({ key, value: { status: 'ready', value: resource } }),
      (error: unknown) => {
        console.error(`Unable to read resource ${id}`, error);
        if (current) setState({ key, value: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: state.key === key ? state.value : { status: 'loading' }, reload };
}

/** A file's download URL: undefined while it is fetched, 'failed' when the file cannot be read. */
export function useDownloadUrl(path: string): string | 'failed' | undefined {
  const [found, setFound] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    fileDownloadUrl(path).then(
      (url) => current && setFound({ path, url }),
      (error: unknown) => {
        console.error(`Unable to get a download address for ${path}`, error);
        if (current) setFound({ path, url: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [path]);
  return found?.path === path ? found.url : undefined;
}
