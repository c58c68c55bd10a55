/** Parts categories in the reader's language (see labelOf.ts). */
import type { PartsCategory } from '../parts';
import { labelOf, type ReadMessage } from './labelOf';

const CATEGORY_MESSAGES: Record<PartsCategory, string> = {
  endwall: 'reference.partsCategory.endwall',
  accessories: 'reference.partsCategory.accessories',
  'installation tools': 'reference.partsCategory.installationTools',
  trusses: 'reference.partsCategory.trusses',
  'base plates': 'reference.partsCategory.basePlates',
  'purlins and braces': 'reference.partsCategory.purlinsAndBraces',
  components: 'reference.partsCategory.components',
  legs: 'reference.partsCategory.legs',
  'sleeve pipe': 'reference.partsCategory.sleevePipe',
  'fasteners / hardware': 'reference.partsCategory.fastenersHardware',
};

/** 'purlins and braces' -> 'Purlins And Braces', 'Pannes et contreventements'. */
export function partsCategoryText(category: PartsCategory, t: ReadMessage): string {
  return labelOf(CATEGORY_MESSAGES, category, t);
}
