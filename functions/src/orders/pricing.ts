/**
 * Parts orders are priced here, from the catalogue (parts/{id}) in the company's currency: the prices a form
 * shows are an estimate. A line already on the order keeps the price it was ordered at; a new line, or more of a
 * part, needs the part to be offered (active) now.
 */
import { getFirestore, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { roundMoney } from '../../../src/lib/schemas/orders/parts.js';
import { REFUSALS } from '../../../src/lib/schemas/refusals.js';
import type { PartsOrderDetails, PartsOrderLine } from '../../../src/types/orders.js';
import { refused } from '../refusal.js';

export type Currency = 'CAD' | 'USD';

/**
 * A part id names one document of `parts` (part numbers: letters, digits, '.', '_', '-'). Anything else, a path
 * like 'X/y/z' above all, would read some other document or none, so it is refused before the catalogue is read.
 */
const PART_ID = /^(?!\.\.?$)(?!__.*__$)[A-Za-z0-9._-]{1,40}$/;

export function currencyOf(company: DocumentData | undefined): Currency {
  return company?.currency === 'USD' ? 'USD' : 'CAD';
}

function priceIn(part: DocumentData, currency: Currency): number {
  const price = currency === 'USD' ? part.priceUSD : part.priceCAD;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    throw refused('failed-precondition', REFUSALS.partNoPrice, { part: String(part.partNumber), currency });
  }
  return price;
}

/**
 * The lines priced from the catalogue (names, units and part numbers too) and their total. `ordered` are the
 * lines the order already has: a line whose quantity does not grow keeps its price even if the part is no longer
 * offered. Refuses (failed-precondition, naming the part) a part that does not exist or is not offered.
 */
export async function priceLines(
  transaction: Transaction,
  lines: readonly PartsOrderLine[],
  currency: Currency,
  ordered: readonly PartsOrderLine[] = [],
): Promise<PartsOrderDetails> {
  const malformed = lines.find((line) => !PART_ID.test(line.partId));
  if (malformed) throw refused('invalid-argument', REFUSALS.partNotInCatalogue, { part: malformed.partNumber || malformed.partId });
  const before = new Map(ordered.map((line) => [line.partId, line]));
  const parts = getFirestore().collection('parts');
  const snapshots = lines.length ? await transaction.getAll(...lines.map((line) => parts.doc(line.partId))) : [];
  const priced = lines.map((line, index): PartsOrderLine => {
    const kept = before.get(line.partId);
    if (kept && line.quantity <= kept.quantity) return { ...kept, quantity: line.quantity };
    const part = snapshots[index].data();
    if (!part) throw refused('failed-precondition', REFUSALS.partNotInCatalogue, { part: line.partNumber || line.partId });
    if (part.active !== true) throw refused('failed-precondition', REFUSALS.partNotOffered, { part: String(part.partNumber) });
    return {
      partId: line.partId,
      partNumber: String(part.partNumber),
      name: String(part.name),
      unit: String(part.unit),
      quantity: line.quantity,
      unitPrice: kept ? kept.unitPrice : priceIn(part, currency),
    };
  });
  return { lines: priced, total: roundMoney(priced.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)) };
}
