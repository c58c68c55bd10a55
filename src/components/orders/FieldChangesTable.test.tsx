import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { at } from '../../test/orderFixtures';
import type { FieldChange } from '../../types/orders';
import { FieldChangesTable } from './FieldChangesTable';

const line = { partNumber: 'BP-100', name: 'Base plate', unitPrice: 1234.5 };

/**
 * What an order's history and its change requests hold. Older documents carry the English label the form showed
 * then; the table words every field from its path instead, so such a label never shows.
 */
const changes = [
  { path: 'customer.site.city', label: 'Site city', from: 'Regina', to: 'Saskatoon' },
  { path: 'customer.phone', from: '+13065550199', to: '+13065550100' },
  { path: 'details.mount.type', label: 'Mount type', from: 'Concrete', to: 'Wood Post' },
  { path: 'details.cover.trimColour', from: 'Same as main cover', to: 'FR - Blue' },
  { path: 'details.requestedDate', from: at('2026-06-01T00:00:00'), to: at('2026-07-15T00:00:00') },
  { path: 'details.lines.BP-100', label: 'Part BP-100', from: { ...line, quantity: 2 }, to: { ...line, quantity: 3 } },
  { path: 'details.total', label: 'Total', from: 2469, to: 3703.5 },
  { path: 'details.mount.anchored', from: true, to: false },
] as FieldChange[];

function rows(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('FieldChangesTable', () => {
  it('labels each field from its path and shows its values as English writes them', () => {
    render(<FieldChangesTable changes={changes} currency="CAD" caption="Requested changes to order 100007" />);
    expect(screen.getByRole('table', { name: 'Requested changes to order 100007' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Field', 'Current value', 'Requested value'],
      ['Site city', 'Regina', 'Saskatoon'],
      ['End customer phone', '(306) 555-0199', '(306) 555-0100'],
      ['Mount type', 'Concrete', 'Wood Post'],
      ['Trim colour', 'Same as main cover', 'FR - Blue'],
      ['Requested date', 'Jun 1, 2026', 'Jul 15, 2026'],
      ['Part BP-100', '2 × BP-100 Base plate at $1,234.50 CAD', '3 × BP-100 Base plate at $1,234.50 CAD'],
      ['Total', '$2,469.00 CAD', '$3,703.50 CAD'],
      ['Other mount field (anchored)', 'Yes', 'No'],
    ]);
  });

  it('words fields, values, dates and money in Canadian French, whatever label a stored change carries', async () => {
    await inLanguage('fr', async () => {
      document.title = 'Modifications | Portail des concessionnaires';
      render(<FieldChangesTable changes={changes} currency="CAD" caption="Modifications demandées à la commande 100007" />);
      expect(rows()).toEqual([
        ['Champ', 'Valeur actuelle', 'Valeur demandée'],
        ['Ville du chantier', 'Regina', 'Saskatoon'],
        ['Téléphone du client final', '306 555-0199', '306 555-0100'],
        ['Type d’ancrage', 'Béton', 'Poteau de bois'],
        ['Couleur des garnitures', 'Identique à la toile principale', 'FR - Bleu'],
        ['Date souhaitée', '1 juin 2026', '15 juill. 2026'],
        ['Pièce BP-100', '2 × BP-100 Base plate à 1\u00a0234,50\u00a0$\u00a0CA', '3 × BP-100 Base plate à 1\u00a0234,50\u00a0$\u00a0CA'],
        ['Total', '2\u00a0469,00\u00a0$\u00a0CA', '3\u00a0703,50\u00a0$\u00a0CA'],
        ['Autre champ de l’ancrage (anchored)', 'Oui', 'Non'],
      ]);
      expect(await axeViolations()).toEqual([]);
    });
  });
});
