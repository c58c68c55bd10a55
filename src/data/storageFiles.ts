/**
 * The Storage SDK calls behind filesApi, which loads this module with the first file a screen shows or stores:
 * screens that only may show one (the notification bell, an order) start without Storage.
 */
import { deleteObject, getDownloadURL, ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { storage } from '../lib/firebase/storage';

export function startUpload(path: string, file: File | Blob, contentType: string): UploadTask {
  return uploadBytesResumable(ref(storage, path), file, { contentType });
}

export function downloadUrl(path: string): Promise<string> {
  return getDownloadURL(ref(storage, path));
}

export function removeFile(path: string): Promise<void> {
  return deleteObject(ref(storage, path));
}
