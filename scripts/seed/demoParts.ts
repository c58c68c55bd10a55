/** The demo parts catalogue, and the price a company pays for a part. */
import type { Company } from '../../src/types/domain.js';
import { partSearchKeys, type Part, type PartDocument } from '../../src/types/parts.js';
import { PARTS_CATEGORIES } from '../../src/reference/parts.js';
import type { WithDates } from './withDates.js';

/** The unit price a company pays (as src/data/partsApi.ts partPrice; that module loads the web SDK). */
export function partPrice(part: Pick<Part, 'priceCAD' | 'priceUSD'>, currency: Company['currency']): number {
  return currency === 'USD' ? part.priceUSD : part.priceCAD;
}

/** The parts catalogue; each part's id is its part number (docs/data-model.md, Parts). */
export const parts: WithDates<PartDocument>[] = PARTS_CATEGORIES.flatMap((category, c) =>
  [1, 2].map((n) => {
    const partNumber = `CS-${String(c + 1).padStart(2, '0')}${n}0`;
    const name = `${category.replace(/\b\w/g, (ch) => ch.toUpperCase())} ${n === 1 ? 'Standard' : 'Heavy Duty'}`;
    return {
      id: partNumber,
      partNumber,
      name,
      category,
      description: `${n === 1 ? 'Standard' : 'Heavy-duty'} ${category} for fabric buildings.`,
      priceCAD: 25 * (c + 1) * n,
      // US prices are set on their own, not converted; 0.75 of the Canadian price keeps the demo simple.
      priceUSD: Math.round(25 * (c + 1) * n * 75) / 100,
      unit: n === 2 && category === 'fasteners / hardware' ? 'box of 100' : 'each',
      stock: 40 - c * 3 - n,
      // One part per catalogue is retired, so the parts form shows only active ones.
      active: !(c === 0 && n === 2),
      searchKeys: partSearchKeys({ partNumber, name }),
      updatedDate: new Date(Date.UTC(2026, 0, 5)),
    };
  }),
);

