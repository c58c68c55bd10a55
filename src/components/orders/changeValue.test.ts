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
    });
  });
});
