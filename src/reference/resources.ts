/**
 * Resource library: types (one per nav entry) and their subtypes (spec section 3). Types and subtypes are stored
 * values (codes, lower case as the spec writes them), never shown as they are: their names and what each holds are
 * texts of the 'reference' catalogue, read through src/reference/labels/resources.ts.
 */

/** The spec does not give the mailboxes; they live here so one edit changes every screen. */
const MAIL_DOMAIN = 'calhounsuperstructure.com';

export const RESOURCE_TYPES = ['marketing', 'sales', 'engineering'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface ResourceTypeDefinition {
  /** Where dealers write about this type's resources. */
  contact: string;
}

export const RESOURCE_TYPE_DETAILS: Record<ResourceType, ResourceTypeDefinition> = {
  marketing: { contact: `marketing@${MAIL_DOMAIN}` },
  sales: { contact: `sales@${MAIL_DOMAIN}` },
  engineering: { contact: `engineering@${MAIL_DOMAIN}` },
};

export interface ResourceSubtypeDefinition {
  name: string;
  type: ResourceType;
}

/** Grouped by type in the spec's listing order; screens list them by the reader's names (labels/resources.ts). */
export const RESOURCE_SUBTYPES = [
  { name: 'brochures', type: 'marketing' },
  { name: 'bid specs', type: 'marketing' },
  { name: 'bulletins', type: 'marketing' },
  { name: 'ebooks', type: 'marketing' },
  { name: 'fact sheets', type: 'marketing' },
  { name: 'image library', type: 'marketing' },
  { name: 'logos', type: 'marketing' },
  { name: 'video library', type: 'marketing' },
  { name: 'white papers', type: 'marketing' },
  { name: 'customer forms', type: 'sales' },
  { name: 'dealer kits', type: 'sales' },
  { name: 'financing options', type: 'sales' },
  { name: 'manuals', type: 'sales' },
  { name: 'price books', type: 'sales' },
  { name: 'quote proposal templates', type: 'sales' },
  { name: 'sourcewell', type: 'sales' },
  { name: 'warranty', type: 'sales' },
  { name: 'building profiles', type: 'engineering' },
  { name: 'inner and outer cords', type: 'engineering' },
  { name: 'fabric terminations', type: 'engineering' },
  { name: 'certifications', type: 'engineering' },
  { name: 'climate design data', type: 'engineering' },
  { name: 'fabric spec sheets', type: 'engineering' },
] as const satisfies readonly ResourceSubtypeDefinition[];

export type ResourceSubtype = (typeof RESOURCE_SUBTYPES)[number]['name'];

export function isResourceType(value: unknown): value is ResourceType {
  return typeof value === 'string' && (RESOURCE_TYPES as readonly string[]).includes(value);
}

/**
 * Subtypes sorted by their codes (the order of their English names), optionally only those of one type; screens
 * sort by the reader's names instead (labels/resources.ts).
 */
export function sortedResourceSubtypes(type?: ResourceType): ResourceSubtypeDefinition[] {
  return RESOURCE_SUBTYPES.filter((subtype) => type === undefined || subtype.type === type).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
