/** Resource types and subtypes, and what each holds, in the reader's language (see labelOf.ts). */
import { RESOURCE_SUBTYPES, type ResourceSubtype, type ResourceSubtypeDefinition, type ResourceType } from '../resources';
import { labelOf, type ReadMessage } from './labelOf';

const TYPE_MESSAGES: Record<ResourceType, { name: string; description: string }> = {
  marketing: { name: 'reference.resourceType.marketing', description: 'reference.resourceType.marketing.description' },
  sales: { name: 'reference.resourceType.sales', description: 'reference.resourceType.sales.description' },
  engineering: { name: 'reference.resourceType.engineering', description: 'reference.resourceType.engineering.description' },
};

const SUBTYPE_MESSAGES: Record<ResourceSubtype, { name: string; description: string }> = {
  brochures: { name: 'reference.resourceSubtype.brochures', description: 'reference.resourceSubtype.brochures.description' },
  'bid specs': { name: 'reference.resourceSubtype.bidSpecs', description: 'reference.resourceSubtype.bidSpecs.description' },
  bulletins: { name: 'reference.resourceSubtype.bulletins', description: 'reference.resourceSubtype.bulletins.description' },
  ebooks: { name: 'reference.resourceSubtype.ebooks', description: 'reference.resourceSubtype.ebooks.description' },
  'fact sheets': { name: 'reference.resourceSubtype.factSheets', description: 'reference.resourceSubtype.factSheets.description' },
  'image library': { name: 'reference.resourceSubtype.imageLibrary', description: 'reference.resourceSubtype.imageLibrary.description' },
  logos: { name: 'reference.resourceSubtype.logos', description: 'reference.resourceSubtype.logos.description' },
  'video library': { name: 'reference.resourceSubtype.videoLibrary', description: 'reference.resourceSubtype.videoLibrary.description' },
  'white papers': { name: 'reference.resourceSubtype.whitePapers', description: 'reference.resourceSubtype.whitePapers.description' },
  'customer forms': { name: 'reference.resourceSubtype.customerForms', description: 'reference.resourceSubtype.customerForms.description' },
  'dealer kits': { name: 'reference.resourceSubtype.dealerKits', description: 'reference.resourceSubtype.dealerKits.description' },
  'financing options': { name: 'reference.resourceSubtype.financingOptions', description: 'reference.resourceSubtype.financingOptions.description' },
  manuals: { name: 'reference.resourceSubtype.manuals', description: 'reference.resourceSubtype.manuals.description' },
  'price books': { name: 'reference.resourceSubtype.priceBooks', description: 'reference.resourceSubtype.priceBooks.description' },
  'quote proposal templates': {
    name: 'reference.resourceSubtype.quoteProposalTemplates',
    description: 'reference.resourceSubtype.quoteProposalTemplates.description',
  },
  sourcewell: { name: 'reference.resourceSubtype.sourcewell', description: 'reference.resourceSubtype.sourcewell.description' },
  warranty: { name: 'reference.resourceSubtype.warranty', description: 'reference.resourceSubtype.warranty.description' },
  'building profiles': { name: 'reference.resourceSubtype.buildingProfiles', description: 'reference.resourceSubtype.buildingProfiles.description' },
  'inner and outer cords': {
    name: 'reference.resourceSubtype.innerAndOuterCords',
    description: 'reference.resourceSubtype.innerAndOuterCords.description',
  },
  'fabric terminations': {
    name: 'reference.resourceSubtype.fabricTerminations',
    description: 'reference.resourceSubtype.fabricTerminations.description',
  },
  certifications: { name: 'reference.resourceSubtype.certifications', description: 'reference.resourceSubtype.certifications.description' },
  'climate design data': {
    name: 'reference.resourceSubtype.climateDesignData',
    description: 'reference.resourceSubtype.climateDesignData.description',
  },
  'fabric spec sheets': { name: 'reference.resourceSubtype.fabricSpecSheets', description: 'reference.resourceSubtype.fabricSpecSheets.description' },
};

const pick = <K extends string>(messages: Record<K, { name: string; description: string }>, part: 'name' | 'description') =>
  Object.fromEntries(Object.entries<{ name: string; description: string }>(messages).map(([key, ids]) => [key, ids[part]]));

const TYPE_NAMES = pick(TYPE_MESSAGES, 'name');
const TYPE_DESCRIPTIONS = pick(TYPE_MESSAGES, 'description');
const SUBTYPE_NAMES = pick(SUBTYPE_MESSAGES, 'name');
const SUBTYPE_DESCRIPTIONS = pick(SUBTYPE_MESSAGES, 'description');

/** 'marketing' -> 'Marketing', 'Marketing'. */
export function resourceTypeText(type: string, t: ReadMessage): string {
  return labelOf(TYPE_NAMES, type, t);
}

export function resourceTypeDescriptionText(type: string, t: ReadMessage): string {
  return Object.hasOwn(TYPE_DESCRIPTIONS, type) ? labelOf(TYPE_DESCRIPTIONS, type, t) : '';
}

/** 'inner and outer cords' -> 'Inner and Outer Cords', 'Membrures intérieures et extérieures'. */
export function resourceSubtypeText(subtype: string, t: ReadMessage): string {
  return labelOf(SUBTYPE_NAMES, subtype, t);
}

export function resourceSubtypeDescriptionText(subtype: string, t: ReadMessage): string {
  return Object.hasOwn(SUBTYPE_DESCRIPTIONS, subtype) ? labelOf(SUBTYPE_DESCRIPTIONS, subtype, t) : '';
}

/**
 * A type's subtypes sorted by their names in the reader's language (the spec lists them "sorted by name"), so a
 * French reader meets them in French alphabetical order.
 */
export function subtypesByName(type: ResourceType, t: ReadMessage, locale: string): ResourceSubtypeDefinition[] {
  const named = RESOURCE_SUBTYPES.filter((subtype) => subtype.type === type).map((subtype) => ({ subtype, name: resourceSubtypeText(subtype.name, t) }));
  return named.sort((a, b) => a.name.localeCompare(b.name, locale)).map(({ subtype }) => subtype);
}
