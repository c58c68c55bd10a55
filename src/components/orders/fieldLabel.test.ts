import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { diffOrderContent } from '../../lib/orderDiff';
import { at, buildingOrder, partsOrder } from '../../test/orderFixtures';
import type { OrderContent } from '../../types/orders';
import { fieldLabel } from './fieldLabel';

const label = (path: string) => fieldLabel(path, translate);

/** Every leaf of an order's content with another value, so a diff names every field the order has. */
function changeEvery(value: unknown): unknown {
  if (value === null || value === undefined) return 'set';
  if (typeof value === 'string') return `${value} changed`;
  if (typeof value === 'number') return value + 1;
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && 'toDate' in value) return at('2027-01-02T00:00:00');
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, changeEvery(item)]));
}

function everyPath(before: OrderContent): string[] {
  const after = { ...before, ...(changeEvery({ ...before, type: undefined, attachments: undefined }) as object), type: before.type, attachments: [] };
  return diffOrderContent(before, after as OrderContent).map((change) => change.path);
}

const building = buildingOrder({ attachments: [{ path: 'orders/c/1/plan.pdf', name: 'plan.pdf', contentType: 'application/pdf', size: 5 }] });
const { cover, ...buildingDetails } = building.details;
/** A cover order keeps its cover's fields beside its size, not under `details.cover`. */
const coverOrder = { ...building, type: 'cover', details: { series: 'CC', width: 42, length: 80, quantity: 1, ...cover } } as unknown as OrderContent;
const vpOrder = { ...building, type: 'vp', details: { ...buildingDetails, cover, eaveHeight: 16 } } as unknown as OrderContent;

describe('fieldLabel', () => {
  it('words a field by its path as the order forms label it', () => {
    expect(label('details.mount.postHeight')).toBe('Post height');
    expect(label('details.mount.wallCount')).toBe('Wall count');
    expect(label('customer.site.city')).toBe('Site city');
    expect(label('customer.name')).toBe('End customer name');
    expect(label('poReference')).toBe('PO reference');
    expect(label('details.use')).toBe('Building use');
    // A cover order holds its cover's fields in its details; a building order under details.cover.
    expect(label('details.trimColour')).toBe('Trim colour');
    expect(label('details.cover.trimColour')).toBe('Trim colour');
    expect(label('details.customFabricDrop')).toBe('Custom fabric drop');
  });

  it('words the same paths in Canadian French, as the forms do', async () => {
    await inLanguage('fr', () => {
      expect(label('details.mount.postHeight')).toBe('Hauteur des poteaux');
      expect(label('details.mount.wallCount')).toBe('Nombre de murs');
      expect(label('customer.site.city')).toBe('Ville du chantier');
      expect(label('customer.name')).toBe('Nom du client final');
      expect(label('poReference')).toBe('Référence de bon de commande');
      expect(label('notes')).toBe('Remarques');
      expect(label('details.use')).toBe('Usage du bâtiment');
      expect(label('details.requestedDate')).toBe('Date souhaitée');
      expect(label('details.trimColour')).toBe('Couleur des garnitures');
      expect(label('details.cover.fabricDrop')).toBe('Retombée de la toile');
      expect(label('attachments')).toBe('Pièces jointes');
    });
  });

  it('names a parts line by its part number, which may hold a dot', async () => {
    expect(label('details.lines.BP-100')).toBe('Part BP-100');
    expect(label('details.lines.P-1.5')).toBe('Part P-1.5');
    await inLanguage('fr', () => {
      expect(label('details.lines.BP-100')).toBe('Pièce BP-100');
    });
  });

  it('names a field it has no label for by its part of the order and its code, in either language', async () => {
    expect(label('details.mount.anchorDepth')).toBe('Other mount field (anchorDepth)');
    expect(label('details.cover.seamType')).toBe('Other cover field (seamType)');
    expect(label('customer.site.unitNumber')).toBe('Other site field (unitNumber)');
    expect(label('customer.fax')).toBe('Other end customer field (fax)');
    expect(label('details.doorCount')).toBe('Other order detail (doorCount)');
    expect(label('salesRep')).toBe('Other order field (salesRep)');
    await inLanguage('fr', () => {
      expect(label('details.mount.anchorDepth')).toBe('Autre champ de l’ancrage (anchorDepth)');
      expect(label('details.cover.seamType')).toBe('Autre champ de la toile (seamType)');
      expect(label('customer.site.unitNumber')).toBe('Autre champ du chantier (unitNumber)');
      expect(label('customer.fax')).toBe('Autre champ du client final (fax)');
      expect(label('details.doorCount')).toBe('Autre détail de la commande (doorCount)');
      expect(label('salesRep')).toBe('Autre champ de la commande (salesRep)');
    });
  });

  it('has a written label for every field a building, VP, cover or parts order can change', async () => {
    const paths = [
      ...everyPath(building),
      ...everyPath(vpOrder),
      ...everyPath(coverOrder),
      ...diffOrderContent(partsOrder(), { ...partsOrder(), details: { lines: [], total: 0 } }).map((change) => change.path),
    ];
    expect(paths).toEqual(expect.arrayContaining(['customer.site.zip', 'details.mount.pocketTensioning', 'details.eaveHeight', 'details.quantity', 'attachments']));
    for (const path of paths) expect(label(path), path).not.toMatch(/^Other /);
    await inLanguage('fr', () => {
      for (const path of paths) expect(label(path), path).not.toMatch(/^Autre /);
    });
  });
});
