import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { formatChangeValue } from './changeValue';

const line = { quantity: 3, partNumber: 'P-100', name: 'Purlin', unitPrice: 12.5 };

describe('formatChangeValue', () => {
  it("shows money and priced lines in the order's currency, as English writes them", () => {
    const english = { t: translate, locale: 'en-US' };
    expect(formatChangeValue({ path: 'details.total' }, 1234.5, 'CAD', english)).toBe('$1,234.50 CAD');
    expect(formatChangeValue({ path: 'details.lines.P-100' }, line, 'USD', english)).toBe('3 × P-100 Purlin at $12.50 USD');
    expect(formatChangeValue({ path: 'notes' }, 'Call first', 'CAD', english)).toBe('Call first');
  });

  it('writes them as Canadian French does', async () => {
    await inLanguage('fr', () => {
      const french = { t: translate, locale: 'fr-CA' };
      expect(formatChangeValue({ path: 'details.total' }, 1234.5, 'CAD', french)).toBe('1\u00a0234,50\u00a0$\u00a0CA');
      expect(formatChangeValue({ path: 'details.lines.P-100' }, line, 'USD', french)).toBe('3 × P-100 Purlin à 12,50\u00a0$\u00a0US');
      expect(formatChangeValue({ path: 'details.quantity' }, 1200, 'CAD', french)).toBe('1\u00a0200');
    });
  });

  it('words stored reference values and yes or no in the reader\'s language', async () => {
    const english = { t: translate, locale: 'en-US' };
    expect(formatChangeValue({ path: 'leadSource' }, 'Own Lead', 'CAD', english)).toBe('Own Lead');
    expect(formatChangeValue({ path: 'details.fabricDrop' }, 'Custom', 'CAD', english)).toBe('Custom');
    expect(formatChangeValue({ path: 'details.cover.colour' }, 'Blue', 'CAD', english)).toBe('Blue');
    expect(formatChangeValue({ path: 'details.mount.pocketTensioning' }, 'Fabric Wall', 'CAD', english)).toBe('Fabric Wall');
    expect(formatChangeValue({ path: 'details.use' }, 'AG - Cattle', 'CAD', english)).toBe('AG - Cattle');
    expect(formatChangeValue({ path: 'details.mount.somethingNew' }, true, 'CAD', english)).toBe('Yes');
    await inLanguage('fr', () => {
      const french = { t: translate, locale: 'fr-CA' };
      expect(formatChangeValue({ path: 'leadSource' }, 'Own Lead', 'CAD', french)).toBe('Prospect du concessionnaire');
      expect(formatChangeValue({ path: 'details.fabricDrop' }, 'Custom', 'CAD', french)).toBe('Sur mesure');
      expect(formatChangeValue({ path: 'details.cover.colour' }, 'Blue', 'CAD', french)).toBe('Bleu');
      expect(formatChangeValue({ path: 'details.mount.pocketTensioning' }, 'Fabric Wall', 'CAD', french)).toBe('Mur de toile');
      expect(formatChangeValue({ path: 'details.use' }, 'AG - Cattle', 'CAD', french)).toBe('AG - Bovins');
      expect(formatChangeValue({ path: 'details.riskCategory' }, 'Low - CAT I', 'CAD', french)).toBe('Faible - CAT I');
      expect(formatChangeValue({ path: 'details.mount.somethingNew' }, true, 'CAD', french)).toBe('Oui');
      expect(formatChangeValue({ path: 'details.mount.somethingNew' }, false, 'CAD', french)).toBe('Non');
      // A value the portal has no words for (older data) shows as stored; so does a free text.
      expect(formatChangeValue({ path: 'details.mount.type' }, 'Steel Frame', 'CAD', french)).toBe('Steel Frame');
      expect(formatChangeValue({ path: 'notes' }, 'Appeler avant', 'CAD', french)).toBe('Appeler avant');
    });
  });
});
