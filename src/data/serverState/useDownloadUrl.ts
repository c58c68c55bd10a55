import { fileDownloadUrl } from '../filesApi';
import { useServerRead, type ServerStateWithRetry } from './serverState';

/**
 * The download address of a stored file, read when `path` changes; null reads nothing. A file that is gone or
 * refused is "missing"; screens show either as a file that cannot be opened.
 */
export function useDownloadUrl(path: string | null): ServerStateWithRetry<string> {
  return useServerRead(path === null ? null : `download-url:${path}`, () => fileDownloadUrl(path ?? ''), {
    label: `the download address of ${path ?? ''}`,
  });
}
