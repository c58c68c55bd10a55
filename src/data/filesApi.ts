/** Data access for Firebase Storage: order attachments and warranty photos (paths in docs/data-model.md). */
import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { storage } from '../lib/firebase/storage';
import type { StoredFile } from '../types/orders';

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
  const task = uploadBytesResumable(ref(storage, path), file, { contentType });
  const done = new Promise<StoredFile>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress(snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      reject,
      () => {
        onProgress(1);
        resolve({ path, name: fileNameOf(path), contentType, size: task.snapshot.totalBytes || file.size });
      },
    );
  });
  return { done, cancel: () => void task.cancel() };
}

/** True for the rejection of an upload that was cancelled on purpose (not worth an error message). */
export function isUploadCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'storage/canceled';
}

/** A URL to open or download the file (needs read access). */
export async function fileDownloadUrl(path: string): Promise<string> {
  return getDownloadURL(ref(storage, path));
}

export async function deleteFile(path: string): Promise<void> {
  await deleteObject(ref(storage, path));
}
