/** A dealer as the admins' form sends it, untrimmed and with the postal code as typed, for the schemas' tests. */
const formInput = {
  name: ' Prairie Shelters Ltd. ',
  dealerNumber: ' D-1001 ',
  address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 's7k1a1', country: 'CA' },
  phone: '306-555-0123',
  email: 'office@prairie.example.com',
  representative: 'Riley Hart',
  currency: 'CAD',
  active: true,
};

export function companyFormInput(overrides: Partial<typeof formInput> = {}): typeof formInput {
  return { ...formInput, address: { ...formInput.address }, ...overrides };
}
