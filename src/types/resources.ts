/**
 * Collection `resources`: the files of the resource library (spec section 3), one document per file.
 * The file itself is in Storage at `resources/{type}/{resourceId}/{fileName}` (docs/data-model.md).
 */
import type { DateStamp } from './dates';
import type { ResourceSubtype, ResourceType } from '../reference/resources';
import type { StoredFile } from './orders';

export interface Resource {
  id: string;
  title: string;
  type: ResourceType;
  /** One of the type's subtypes (src/reference/resources.ts). */
  subtype: ResourceSubtype;
  description: string;
  /** PDF, JPEG, PNG or WebP, at most 100 MB. */
  file: StoredFile;
  /** The admin who published it. */
  createdBy: string;
  createdByName: string;
  createdDate: DateStamp;
  /** Set with every change (a new file, a new title, ...). */
  updatedDate: DateStamp;
}

/** What an admin fills in; the rest of a Resource comes from the upload, the session and the server. */
export interface ResourceDetails {
  title: string;
  type: ResourceType;
  subtype: ResourceSubtype;
  description: string;
}
