import { describe, expect, it } from 'vitest';
import { companySchema } from './company';
import { companyNameKey, companyRecord } from './companyRecord';
import { companyFormInput } from './testing';

const valid = companyFormInput({ name: '  Élan Domes ' });

describe('companyNameKey', () => {
  it('trims and lowers every letter, accented ones included', () => {
    expect(companyNameKey('  Élan Domes ')).toBe('élan domes');
    expect(companyNameKey('ÇA VA ÖKO ÑANDÚ')).toBe('ça va öko ñandú');
    expect(companyNameKey('Prairie')).toBe('prairie');
  });
});

describe('companyRecord', () => {
  it('stores exactly the documented fields, nameLower computed from the name', () => {
    const values = companySchema.parse(valid);
    expect(companyRecord('elan', values)).toEqual({
      id: 'elan',
      name: 'Élan Domes',
      nameLower: 'élan domes',
      dealerNumber: 'D-1001',
      address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
      phone: '306-555-0123',
      email: 'office@prairie.example.com',
      representative: 'Riley Hart',
      currency: 'CAD',
      active: true,
    });
  });
});
