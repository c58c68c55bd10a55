/**
 * The resource form (add and edit): a title, a type, a subtype of that type, a description and the file, a PDF or
 * an image of at most 100 MB (docs/data-model.md). Adding needs a file; editing keeps the stored one unless a
 * replacement is chosen. Messages are message ids ('resources' namespace), worded where they are shown; a refused
 * file's sentence names the file and comes worded.
 */
import * as z from 'zod/mini';
import { MB, refusalOf } from '../../components/upload/fileRules';
import { isResourceType, sortedResourceSubtypes, type ResourceSubtype, type ResourceType } from '../../reference/resources';
import { requiredText } from '../../reference/validation';
import type { Resource, ResourceDetails } from '../../types/resources';

export const RESOURCE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const RESOURCE_FILE_MAX_BYTES = 100 * MB;

export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 1000;
/**
 * The file keeps its name in Storage and in the resource (firestore.rules bound it to 2 more, for the '-2' a
 * replacement with the same name gets).
 */
export const RESOURCE_FILE_NAME_MAX_LENGTH = 200;

// The limits above appear in the messages' words: a new limit needs new words in both catalogues.
export const TYPE_REQUIRED_MESSAGE = 'resources.validation.typeRequired';
export const SUBTYPE_REQUIRED_MESSAGE = 'resources.validation.subtypeRequired';
/** Takes the type's name as `{type}` (the subtype field's messageValues). */
export const SUBTYPE_OF_OTHER_TYPE_MESSAGE = 'resources.validation.subtypeOfType';
export const FILE_REQUIRED_MESSAGE = 'resources.validation.fileRequired';
export const FILE_NAME_TOO_LONG_MESSAGE = 'resources.validation.fileNameTooLong';
export const TITLE_TOO_LONG_MESSAGE = 'resources.validation.titleTooLong';
export const DESCRIPTION_TOO_LONG_MESSAGE = 'resources.validation.descriptionTooLong';

export function isSubtypeOf(type: ResourceType, subtype: string): subtype is ResourceSubtype {
  return sortedResourceSubtypes(type).some((candidate) => candidate.name === subtype);
}

/** What the form holds while the admin types: no type or subtype chosen yet is ''. */
export interface ResourceFormInput {
  title: string;
  type: ResourceType | '';
  subtype: string;
  description: string;
  /** The file chosen on this visit (a new resource's, or a replacement); null for none. */
  file: File | null;
}

/** The checked form. */
export interface ResourceFormValues extends ResourceDetails {
  file: File | null;
}

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

function isFileLike(value: unknown): value is FileLike {
  return typeof value === 'object' && value !== null && 'name' in value && 'size' in value && 'type' in value;
}

/** Why this file cannot be a resource: a sentence naming it, or a message id; null when it can. */
export function fileRefusal(file: FileLike): string | null {
  const refusal = refusalOf(file, RESOURCE_FILE_TYPES, RESOURCE_FILE_MAX_BYTES);
  if (refusal) return refusal;
  return file.name.length > RESOURCE_FILE_NAME_MAX_LENGTH ? FILE_NAME_TOO_LONG_MESSAGE : null;
}

/** `mode` 'add' requires a file; 'edit' takes one only as a replacement. */
export function resourceFormSchema(mode: 'add' | 'edit') {
  const form = z.object({
    title: requiredText(TITLE_MAX_LENGTH, { tooLong: TITLE_TOO_LONG_MESSAGE }),
    type: z.custom<ResourceType | ''>((value) => typeof value === 'string', TYPE_REQUIRED_MESSAGE),
    subtype: z.string(),
    description: z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX_LENGTH, DESCRIPTION_TOO_LONG_MESSAGE)),
    file: z.custom<File | null>((value) => value === null || isFileLike(value), FILE_REQUIRED_MESSAGE).check(
      z.superRefine((file, context) => {
        const fail = (message: string) => context.addIssue({ code: 'custom', message, input: file });
        if (file === null) {
          if (mode === 'add') fail(FILE_REQUIRED_MESSAGE);
          return;
        }
        const refusal = fileRefusal(file);
        if (refusal) fail(refusal);
      }),
    ),
  });
  // The type and subtype are checked together (loose strings above, so every field's own message shows at once).
  return z.pipe(
    form.check(
      z.superRefine((values, context) => {
        const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message, input: values });
        // Without a type the subtype list is closed, its hint saying to choose a type first.
        if (!isResourceType(values.type)) {
          fail('type', TYPE_REQUIRED_MESSAGE);
          return;
        }
        if (values.subtype === '') fail('subtype', SUBTYPE_REQUIRED_MESSAGE);
        else if (!isSubtypeOf(values.type, values.subtype)) fail('subtype', SUBTYPE_OF_OTHER_TYPE_MESSAGE);
      }),
    ),
    z.transform((values): ResourceFormValues => ({ ...values, type: values.type as ResourceType, subtype: values.subtype as ResourceSubtype })),
  );
}

export type ResourceFormSchema = ReturnType<typeof resourceFormSchema>;

/** A new resource's form; `type` preset from the page it was opened from, when it names a type. */
export function emptyResourceForm(type: string | null): ResourceFormInput {
  return { title: '', type: isResourceType(type) ? type : '', subtype: '', description: '', file: null };
}

export function resourceToForm(resource: Resource): ResourceFormInput {
  return { title: resource.title, type: resource.type, subtype: resource.subtype, description: resource.description, file: null };
}

export function detailsFromForm(values: ResourceFormValues): ResourceDetails {
  return { title: values.title, type: values.type, subtype: values.subtype, description: values.description };
}
