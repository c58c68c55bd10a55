import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/i18n';
import { inLanguage } from '../../../i18n/testing';
import { commonFields, detailGroups, mountFields, partsLineRows } from './orderFields';
import { buildingOrder, concreteMount, partsOrder } from '../../../test/orderFixtures';

const asObject = (rows: { label: string; value: string }[]) => Object.fromEntries(rows.map((row) => [row.label, row.value]));

describe('orderFields', () => {
  it('shows the common fields, with a dash for what is missing', () => {
    const fields = asObject(commonFields(partsOrder(), translate, 'en-US'));
    expect(fields).toMatchObject({
      'Order type': 'Parts Order',
      'Order number': '100004',
      Status: 'Pending',
      'SO number': '—',
      Dealer: 'Prairie Shelters Ltd.',
      'Created by': 'Dana Dealer',
      'Lead source': 'Own Lead',
      'PO reference': 'PO-77',
      Notes: 'Deliver to the north gate.',
    });
    expect(fields.Created).toMatch(/^Mar 4, 2026/);
  });

  it('prices parts lines and the total in the order currency', () => {
    expect(partsLineRows(partsOrder(), 'en-US')).toEqual({
      lines: [
        expect.objectContaining({ partNumber: 'P-100', quantity: 3, unitPrice: '$1,234.50 CAD', linePrice: '$3,703.50 CAD' }),
        expect.objectContaining({ partNumber: 'F-200', quantity: 2, unitPrice: '$10.00 CAD', linePrice: '$20.00 CAD' }),
      ],
      total: '$3,723.50 CAD',
    });
  });

  it('shows only the fields a mount type uses', () => {
    expect(mountFields(concreteMount, translate, 'en-US').map((row) => row.label)).toEqual([
      'Mount type',
      'Subtype',
      'Wall height',
      'Wall thickness',
      'Wall count',
      'Foundation provider',
      'Pocket tensioning',
    ]);
    const woodPost = { ...concreteMount, type: 'Wood Post', postHeight: "8'", postLength: "12'", pierDiameter: '24"', wallHeight: null };
    expect(mountFields(woodPost, translate, 'en-US').map((row) => row.label)).toEqual([
      'Mount type',
      'Subtype',
      'Post height',
      'Post length',
      'Pier diameter',
      'Pocket tensioning',
    ]);
  });

  it('groups a building order as its form does', () => {
    const groups = detailGroups(buildingOrder(), translate, 'en-US');
    expect(groups.map((group) => group.title)).toEqual(['Building', 'Mount', 'Cover', 'End customer and site']);
    expect(asObject(groups[0].rows)).toMatchObject({ Series: 'CC', Width: "42'", Length: "80'", Use: 'AG - Cattle' });
    expect(asObject(groups[2].rows)).toMatchObject({ Fabric: 'FR', Colour: 'Blue', 'Fabric drop': 'Custom: 3\' 6"' });
    expect(asObject(groups[3].rows)).toMatchObject({
      'End customer': 'Harlan Farms',
      'Site address': '12 Grid Rd, Rosthern, SK S0K 3R0, CA',
      'Requested date': 'Jun 1, 2026',
    });
  });

  it('words labels and reference values in French, with French dates and money, and keeps codes as they are', async () => {
    await inLanguage('fr', () => {
      const common = asObject(commonFields(partsOrder(), translate, 'fr-CA'));
      expect(common).toMatchObject({ 'Type de commande': 'Commande de pièces', Statut: 'En attente', 'Source du prospect': 'Prospect du concessionnaire' });
      expect(common['Créée le']).toMatch(/^4 mars 2026/);
      expect(partsLineRows(partsOrder(), 'fr-CA').total).toBe('3\u00a0723,50\u00a0$\u00a0CA');
      const groups = detailGroups(buildingOrder(), translate, 'fr-CA');
      expect(groups.map((group) => group.title)).toEqual(['Bâtiment', 'Ancrage', 'Toile', 'Client final et chantier']);
      expect(asObject(groups[0].rows)).toMatchObject({ Série: 'CC', Largeur: "42'", Usage: 'AG - Bovins' });
      expect(asObject(groups[1].rows)).toMatchObject({ 'Type d’ancrage': 'Béton', 'Sous-type': 'Mur coulé', 'Fournisseur de la fondation': 'Calhoun' });
      expect(asObject(groups[2].rows)).toMatchObject({ Toile: 'FR', Couleur: 'Bleu', 'Retombée de la toile': 'Sur mesure\u00a0: 3\' 6"' });
      expect(asObject(groups[3].rows)).toMatchObject({ 'Adresse du chantier': '12 Grid Rd, Rosthern, SK S0K 3R0, CA', 'Date demandée': '1 juin 2026' });
    });
  });
});
