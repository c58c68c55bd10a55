/**
 * The manufacturer behind the portal: the company that issues warranties and publishes the resource library.
 * Its head office is the one on the portal's own company record. Its legal name and postal address are printed as
 * they are registered, in either language (a certificate in French names the same company at the same address).
 */
export const MANUFACTURER = {
  name: 'Calhoun Super Structure',
  address: { street: '43 Bentinck Street', city: 'Tara', state: 'ON', zip: 'N0H 2N0', country: 'Canada' },
  website: 'calhounsuperstructure.com',
} as const;

/** '43 Bentinck Street, Tara, ON N0H 2N0, Canada'. */
export function manufacturerAddress(): string {
  const { street, city, state, zip, country } = MANUFACTURER.address;
  return `${street}, ${city}, ${state} ${zip}, ${country}`;
}
