import { describe, expect, it } from 'vitest';
import { InvalidCompanyDocumentError, toCompany, toCompanyListItem } from './companyDocument';

const address = { street: '1 Main St', city: 'Amarillo', state: 'TX', zip: '79107' };

describe('toCompany', () => {
  it('reads a Canadian and an American company, with the currency of its country by default', () => {
    expect(toCompany('ca', { name: 'North', address: { ...address, country: 'CA' } })).toMatchObject({
      id: 'ca',
      name: 'North',
      address: { country: 'CA', city: 'Amarillo' },
      currency: 'CAD',
      active: true,
    });
    expect(toCompany('us', { name: 'South', address: { ...address, country: 'US' } })).toMatchObject({
      address: { country: 'US' },
      currency: 'USD',
    });
    expect(toCompany('us', { address: { country: 'US' }, currency: 'CAD' }).currency).toBe('CAD');
  });

  it.each([
    ['no address', {}],
    ['an address without a country', { address }],
    ['an empty country', { address: { ...address, country: '' } }],
  ])('reports a company with %s instead of taking it for Canadian', (_case, raw) => {
    expect(() => toCompany('acme', raw)).toThrow(InvalidCompanyDocumentError);
    expect(() => toCompany('acme', raw)).toThrow('Company acme has no country in its address.');
    expect(() => toCompany('acme', raw)).toThrow(expect.objectContaining({ reason: 'missing-country' }));
  });

  it.each(['MX', 'ca', 'Canada', 1])('reports an unknown country %s', (country) => {
    expect(() => toCompany('acme', { address: { ...address, country } })).toThrow(
      /^Company acme has an unknown country in its address \(.+; expected CA or US\)\.$/,
    );
    expect(() => toCompany('acme', { address: { ...address, country } })).toThrow(InvalidCompanyDocumentError);
    expect(() => toCompany('acme', { address: { ...address, country } })).toThrow(expect.objectContaining({ reason: 'unknown-country' }));
  });
});

describe('toCompanyListItem', () => {
  it('flattens a company into a row of the dealer list', () => {
    expect(toCompanyListItem('us', { name: 'South', phone: '806', address: { ...address, country: 'US' }, active: false })).toEqual({
      id: 'us',
      name: 'South',
      dealerNumber: '',
      city: 'Amarillo',
      state: 'TX',
      country: 'US',
      currency: 'USD',
      phone: '806',
      active: false,
      problem: null,
    });
  });

  it('keeps a document without a usable country in the list, saying what is wrong', () => {
    expect(toCompanyListItem('acme', { name: 'Acme', address })).toMatchObject({
      id: 'acme',
      name: 'Acme',
      city: 'Amarillo',
      country: null,
      currency: null,
      active: true,
      problem: 'missing-country',
    });
  });
});
