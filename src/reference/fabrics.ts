/**
 * Cover fabrics, colours, styles and drops (spec section 3). Fabric names are the manufacturer's product names;
 * colours, styles, 'Same as main cover' and the 'Custom' drop are stored values (codes, as the spec writes them),
 * the same whatever the reader's language. People read them through labels/fabrics.ts.
 */
import { feetRange } from './measurements';

export const FABRICS = [
  { name: 'Elite FR', colours: ['White'] },
  { name: 'Elite NON-FR', colours: ['White'] },
  { name: 'FR', colours: ['White', 'Blue', 'Green', 'Silver', 'Tan'] },
  { name: 'NON-FR', colours: ['White', 'Tan', 'Green', 'Silver', 'Black', 'Blue', 'Brown', 'Red'] },
  { name: 'PVC', colours: [] },
] as const satisfies readonly { name: string; colours: readonly string[] }[];

export type FabricName = (typeof FABRICS)[number]['name'];
export type FabricColour = (typeof FABRICS)[number]['colours'][number];

export const FABRIC_NAMES = FABRICS.map((fabric) => fabric.name);

export function coloursForFabric(name: FabricName): readonly FabricColour[] {
  return FABRICS.find((fabric) => fabric.name === name)?.colours ?? [];
}

/** 'FR - Blue': every fabric-and-colour pair, 15 in all. */
export const COVER_COLOURS: readonly string[] = FABRICS.flatMap((fabric) =>
  fabric.colours.map((colour) => `${fabric.name} - ${colour}`),
);

export const SAME_AS_MAIN_COVER = 'Same as main cover';

export const TRIM_COLOURS: readonly string[] = [SAME_AS_MAIN_COVER, ...COVER_COLOURS];

export const COVER_STYLES = [
  'Bag Cover',
  '2+ PCS Bag Keder Joint',
  '2+ PCS Bag Overlap',
  'Keder Panel System',
  'Custom',
] as const;
export type CoverStyle = (typeof COVER_STYLES)[number];

export const CUSTOM_FABRIC_DROP = 'Custom';

/** 0' to 12' then Custom. */
/** Not in the specification: chosen here; product owner to confirm. (The 1' step from 0' to 12'.) */
export const FABRIC_DROPS: readonly string[] = [...feetRange(0, 12), CUSTOM_FABRIC_DROP];
