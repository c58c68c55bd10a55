/** Resource library: types (one per nav entry) and their subtypes (spec section 3). */

/** The spec does not give the mailboxes; they live here so one edit changes every screen. */
const MAIL_DOMAIN = 'calhounsuperstructure.com';

export const RESOURCE_TYPES = ['marketing', 'sales', 'engineering'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface ResourceTypeDefinition {
  description: string;
  /** Where dealers write about this type's resources. */
  contact: string;
}

export const RESOURCE_TYPE_DETAILS: Record<ResourceType, ResourceTypeDefinition> = {
  marketing: {
    description: 'Brochures, imagery, videos and sales literature to promote fabric buildings.',
    contact: `marketing@${MAIL_DOMAIN}`,
  },
  sales: {
    description: 'Forms, price books, proposal templates and programs for quoting and closing sales.',
    contact: `sales@${MAIL_DOMAIN}`,
  },
  engineering: {
    description: 'Building profiles, certifications, design data and fabric specifications.',
    contact: `engineering@${MAIL_DOMAIN}`,
  },
};

export interface ResourceSubtypeDefinition {
  name: string;
  type: ResourceType;
  description: string;
}

/** Grouped by type in the spec's listing order; screens use {@link sortedResourceSubtypes}. */
export const RESOURCE_SUBTYPES = [
  { name: 'brochures', type: 'marketing', description: 'Printable product brochures.' },
  { name: 'bid specs', type: 'marketing', description: 'Specification text for bids and tenders.' },
  { name: 'bulletins', type: 'marketing', description: 'Product and program announcements.' },
  { name: 'ebooks', type: 'marketing', description: 'Long-form guides for buyers.' },
  { name: 'fact sheets', type: 'marketing', description: 'One-page summaries of a product or series.' },
  { name: 'image library', type: 'marketing', description: 'Photos of completed buildings.' },
  { name: 'logos', type: 'marketing', description: 'Brand logos in print and web formats.' },
  { name: 'video library', type: 'marketing', description: 'Product, installation and project videos.' },
  { name: 'white papers', type: 'marketing', description: 'Technical articles on fabric structures.' },
  { name: 'customer forms', type: 'sales', description: 'Forms to collect customer and site details.' },
  { name: 'dealer kits', type: 'sales', description: 'Starter material for new dealers.' },
  { name: 'financing options', type: 'sales', description: 'Financing programs offered to customers.' },
  { name: 'manuals', type: 'sales', description: 'Installation and owner manuals.' },
  { name: 'price books', type: 'sales', description: 'Current dealer price books.' },
  { name: 'quote proposal templates', type: 'sales', description: 'Templates for customer quotes and proposals.' },
  { name: 'sourcewell', type: 'sales', description: 'Cooperative purchasing contract documents.' },
  { name: 'warranty', type: 'sales', description: 'Warranty terms and registration documents.' },
  { name: 'building profiles', type: 'engineering', description: 'Cross-section profiles per series and width.' },
  { name: 'inner and outer cords', type: 'engineering', description: 'Truss cord dimensions and details.' },
  { name: 'fabric terminations', type: 'engineering', description: 'Details for terminating the fabric at walls and ends.' },
  { name: 'certifications', type: 'engineering', description: 'Fabric and structure certifications.' },
  { name: 'climate design data', type: 'engineering', description: 'Snow and wind design data by region.' },
  { name: 'fabric spec sheets', type: 'engineering', description: 'Specification sheets for each fabric.' },
] as const satisfies readonly ResourceSubtypeDefinition[];

export type ResourceSubtype = (typeof RESOURCE_SUBTYPES)[number]['name'];

export function isResourceType(value: unknown): value is ResourceType {
  return typeof value === 'string' && (RESOURCE_TYPES as readonly string[]).includes(value);
}

/** Subtypes sorted by name, optionally only those of one type. */
export function sortedResourceSubtypes(type?: ResourceType): ResourceSubtypeDefinition[] {
  return RESOURCE_SUBTYPES.filter((subtype) => type === undefined || subtype.type === type).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
