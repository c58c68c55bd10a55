/**
 * The stored shape of a dealer and its search key, apart from the schemas (no zod here): the dealer list, which
 * loads with the first signed-in screen, needs the key; SAVECOMPANY needs both.
 */
import type { Company } from '../../types/domain';

/**
 * The sort and search key of a company's name: trimmed and lower-cased ('  Élan Domes ' -> 'élan domes'), by
 * JavaScript's own case mapping, so accented names are found whatever case is typed. Only SAVECOMPANY stores it;
 * the dealer list's search lowers what is typed the same way.
 */
export function companyNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Exactly the stored fields of a dealer but its id and search key, whatever else `fields` carries. */
export function companyFields(fields: Omit<Company, 'id'>): Omit<Company, 'id'> {
  const { street, city, state, zip, country } = fields.address;
  return {
    name: fields.name,
    dealerNumber: fields.dealerNumber,
    address: { street, city, state, zip, country },
    phone: fields.phone,
    email: fields.email,
    representative: fields.representative,
    currency: fields.currency,
    active: fields.active,
  };
}

/** The stored document of a dealer: exactly the documented fields (docs/data-model.md, Companies). */
export function companyRecord(id: string, fields: Omit<Company, 'id'>): Company & { nameLower: string } {
  return { id, ...companyFields(fields), nameLower: companyNameKey(fields.name) };
}
