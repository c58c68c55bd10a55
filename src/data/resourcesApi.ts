/**
 * Data access for `resources` and their files in Storage (`resources/{type}/{resourceId}/{fileName}`): every
 * active user lists and downloads a type's library; admins publish, edit, replace the file of and delete resources.
 * A file is uploaded before the document that points at it is written, and removed only once nothing points at it.
 */
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { RESOURCE_SUBTYPES, RESOURCE_TYPES, sortedResourceSubtypes, type ResourceSubtype, type ResourceType } from '../reference/resources';
import type { StoredFile } from '../types/orders';
import type { Resource, ResourceDetails } from '../types/resources';
import { asNumber, asRecord, asString, asTimestamp, oneOf } from './documentValues';
import { deleteFile, uploadFile } from './filesApi';
import { fetchAll } from './pages';

const COLLECTION = 'resources';
const SUBTYPE_NAMES: readonly ResourceSubtype[] = RESOURCE_SUBTYPES.map((subtype) => subtype.name);

const resourcesCollection = () => collection(db, COLLECTION);
const resourceRef = (id: string) => doc(db, COLLECTION, id);

/** The admin publishing or changing a resource (from the session's user). */
export interface Publisher {
  id: string;
  name: string;
}

/** A file to store: its bytes, the name it keeps and its content type (File.type may be empty, see fileRules). */
export interface ResourceUpload {
  data: Blob;
  name: string;
  contentType: string;
}

export interface UploadOptions {
  /** Fraction of the file uploaded, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload: the call then rejects with an error for which isUploadCancelled is true. */
  signal?: AbortSignal;
}

function isSubtypeOf(type: ResourceType, subtype: string): subtype is ResourceSubtype {
  return sortedResourceSubtypes(type).some((candidate) => candidate.name === subtype);
}

function toStoredFile(raw: unknown): StoredFile {
  const file = asRecord(raw);
  return { path: asString(file.path), name: asString(file.name), contentType: asString(file.contentType), size: asNumber(file.size) };
}

export function toResource(id: string, raw: Record<string, unknown>): Resource {
  return {
    id,
    title: asString(raw.title),
    type: oneOf(raw.type, RESOURCE_TYPES, 'marketing'),
    subtype: oneOf(raw.subtype, SUBTYPE_NAMES, SUBTYPE_NAMES[0]),
    description: asString(raw.description),
    file: toStoredFile(raw.file),
    createdBy: asString(raw.createdBy),
    createdByName: asString(raw.createdByName),
    createdDate: asTimestamp(raw.createdDate),
    updatedDate: asTimestamp(raw.updatedDate),
  };
}

function fromSnapshot(snapshot: DocumentSnapshot<DocumentData>): Resource {
  return toResource(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {});
}

/** Where a resource's file is stored. */
export function resourceFilePath(type: ResourceType, id: string, fileName: string): string {
  return `${COLLECTION}/${type}/${id}/${fileName}`;
}

/**
 * The path of a replacement file. One with the name of the file it replaces gets '-2' before its extension, so
 * the upload never overwrites the current file (which stays until the document points at the new one).
 */
export function replacementFilePath(type: ResourceType, id: string, fileName: string, currentPath: string): string {
  const path = resourceFilePath(type, id, fileName);
  if (path !== currentPath) return path;
  const dot = fileName.lastIndexOf('.');
  const renamed = dot > 0 ? `${fileName.slice(0, dot)}-2${fileName.slice(dot)}` : `${fileName}-2`;
  return resourceFilePath(type, id, renamed);
}

/** One type's library (a bounded set: read whole, in pages), ordered by title. Errors propagate. */
export async function listResources(type: ResourceType): Promise<Resource[]> {
  return fetchAll(query(resourcesCollection(), where('type', '==', type)), [orderBy('title'), orderBy(documentId())], fromSnapshot);
}

/** null when there is no such resource. */
export async function getResource(id: string): Promise<Resource | null> {
  const snapshot = await getDoc(resourceRef(id));
  return snapshot.exists() ? fromSnapshot(snapshot) : null;
}

/** An id known before the file is uploaded, since the file is stored under it. */
export function newResourceId(): string {
  return doc(resourcesCollection()).id;
}

function checkDetails(details: ResourceDetails): void {
  if (!isSubtypeOf(details.type, details.subtype)) {
    throw new Error(`'${details.subtype}' is not a subtype of ${details.type} resources.`);
  }
}

function detailFields(details: ResourceDetails) {
  return { title: details.title.trim(), type: details.type, subtype: details.subtype, description: details.description.trim() };
}

async function upload(path: string, file: ResourceUpload, options: UploadOptions): Promise<StoredFile> {
  const task = uploadFile(path, file.data, file.contentType, options.onProgress ?? (() => undefined));
  const cancel = () => task.cancel();
  // Aborted already or later, the upload rejects the same way (isUploadCancelled).
  if (options.signal?.aborted) cancel();
  else options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await task.done;
  } finally {
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** Removes a file nothing points at any more; a failure leaves an unused file behind, which is only logged. */
async function discardFile(path: string): Promise<void> {
  try {
    await deleteFile(path);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
    if (code !== 'storage/object-not-found') console.warn(`The unused file ${path} could not be deleted`, error);
  }
}

/**
 * Uploads the file, then writes the resource in the publisher's name; returns its id. If the document cannot be
 * written, the uploaded file is removed again and the error propagates.
 */
export async function createResource(
  details: ResourceDetails,
  file: ResourceUpload,
  publisher: Publisher,
  options: UploadOptions & { id?: string } = {},
): Promise<string> {
  checkDetails(details);
  const id = options.id ?? newResourceId();
  const stored = await upload(resourceFilePath(details.type, id, file.name), file, options);
  try {
    await setDoc(resourceRef(id), {
      id,
      ...detailFields(details),
      file: stored,
      createdBy: publisher.id,
      createdByName: publisher.name,
      createdDate: serverTimestamp(),
      updatedDate: serverTimestamp(),
    });
  } catch (error) {
    await discardFile(stored.path);
    throw error;
  }
  return id;
}

/**
 * Saves new details and, with a replacement, a new file: the new file is uploaded, the document updated to point at
 * it, and only then the old file deleted. A failed update removes the new file and keeps the resource as it was.
 * The file stays where it was uploaded when only the type changes (its path is not read for anything else).
 */
export async function updateResource(
  current: Pick<Resource, 'id' | 'file'>,
  details: ResourceDetails,
  replacement: ResourceUpload | null = null,
  options: UploadOptions = {},
): Promise<void> {
  checkDetails(details);
  const stored = replacement
    ? await upload(replacementFilePath(details.type, current.id, replacement.name, current.file.path), replacement, options)
    : null;
  try {
    await updateDoc(resourceRef(current.id), {
      ...detailFields(details),
      ...(stored ? { file: stored } : {}),
      updatedDate: serverTimestamp(),
    });
  } catch (error) {
    if (stored) await discardFile(stored.path);
    throw error;
  }
  if (stored && stored.path !== current.file.path) await discardFile(current.file.path);
}

/** Deletes the document, then its file (so no resource ever points at a missing file). */
export async function deleteResource(resource: Pick<Resource, 'id' | 'file'>): Promise<void> {
  await deleteDoc(resourceRef(resource.id));
  if (resource.file.path) await discardFile(resource.file.path);
}
