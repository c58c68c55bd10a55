/** Data access for Firebase Storage: order attachments and warranty photos (paths in docs/data-model.md). */
import type { StoredFile } from '../types/orders';

/** The Storage SDK (storageFiles.ts) loads with the first file operation, not with every screen that offers one. */
const storageFiles = () => import('./storageFiles');

export interface Upload {
  /** Resolves once stored; rejects when the upload fails or is cancelled (see isUploadCancelled). */
  done: Promise<StoredFile>;
  cancel: () => void;
}

/** The last segment of a Storage path: the file's name. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Uploads to `path`, reporting progress as a fraction from 0 to 1. */
export function uploadFile(
  path: string,
  file: File | Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Upload {
  let cancelled = false;
  let cancelTask = () => {
    cancelled = true;
  };
  const done = storageFiles().then(
    ({ startUpload }) =>
      new Promise<StoredFile>((resolve, reject) => {
        const task = startUpload(path, file, contentType);
        cancelTask = () => void task.cancel();
        // Cancelled while Storage loaded: the task is cancelled before it sends anything, and rejects as cancelled.
        if (cancelled) cancelTask();
        task.on(
          'state_changed',
          (snapshot) => onProgress(snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
          reject,
          () => {
            onProgress(1);
            resolve({ path, name: fileNameOf(path), contentType, size: task.snapshot.totalBytes || file.size });
          },
        );
      }),
  );
  return { done, cancel: () => cancelTask() };
}

/** True for the rejection of an upload that was cancelled on purpose (not worth an error message). */
export function isUploadCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'storage/canceled';
}

/** A URL to open or download the file (needs read access). */
export async function fileDownloadUrl(path: string): Promise<string> {
  const { downloadUrl } = await storageFiles();
  return downloadUrl(path);
}

export async function deleteFile(path: string): Promise<void> {
  const { removeFile } = await storageFiles();
  await removeFile(path);
}
