/** Data access for the `parts` collection (read-only for the portal; the catalogue is maintained by admins). */
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { PARTS_CATEGORIES, type PartsCategory } from '../reference/parts';
import type { CurrencyCode } from '../types/domain';
import type { Part } from '../types/parts';
import { asNumber, asString, oneOf } from './documentValues';

export function toPart(id: string, raw: Record<string, unknown>): Part {
  return {
    id,
    partNumber: asString(raw.partNumber),
    name: asString(raw.name),
    category: oneOf(raw.category, PARTS_CATEGORIES, PARTS_CATEGORIES[0]),
    description: asString(raw.description),
    unit: asString(raw.unit),
    priceCAD: asNumber(raw.priceCAD),
    priceUSD: asNumber(raw.priceUSD),
    stock: asNumber(raw.stock),
    // Only a part explicitly marked active can be ordered.
    active: raw.active === true,
  };
}

/** The unit price a company pays, in its currency. */
export function partPrice(part: Pick<Part, 'priceCAD' | 'priceUSD'>, currency: CurrencyCode): number {
  return currency === 'USD' ? part.priceUSD : part.priceCAD;
}

/** The parts of a category that can be ordered, by part number. Errors propagate. */
export async function listActiveParts(category: PartsCategory): Promise<Part[]> {
  const snapshot = await getDocs(
    query(
      collection(db, 'parts'),
      where('category', '==', category),
      where('active', '==', true),
      orderBy('partNumber', 'asc'),
    ),
  );
  return snapshot.docs.map((part) => toPart(part.id, part.data()));
}
