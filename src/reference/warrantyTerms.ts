/**
 * The limited warranty's terms, as printed on every warranty certificate and in the warranty document of the
 * resource library. The spec gives no terms: they are a proposal, like the coverage years in ./warranty.ts, and
 * await the product owner's confirmation (WARRANTY_TERMS_CONFIRMED there).
 *
 * Their words are in the 'warranties' catalogue, in both languages; the certificate prints them in the reader's
 * language. The library's warranty document is an English demo file: its copy of the English
 * (scripts/seed/demoWording.ts) must read as the catalogue does (warrantyTerms.test.ts).
 */

export interface WarrantyTerm {
  title: string;
  text: string;
}

/** The terms as catalogue ids ('warranties' namespace), in order; their texts name the manufacturer as {maker}. */
export const WARRANTY_TERM_MESSAGES: readonly WarrantyTerm[] = [
  { title: 'warranties.terms.covered.title', text: 'warranties.terms.covered.text' },
  { title: 'warranties.terms.remedy.title', text: 'warranties.terms.remedy.text' },
  { title: 'warranties.terms.conditions.title', text: 'warranties.terms.conditions.text' },
  { title: 'warranties.terms.notCovered.title', text: 'warranties.terms.notCovered.text' },
  { title: 'warranties.terms.claim.title', text: 'warranties.terms.claim.text' },
  { title: 'warranties.terms.transfer.title', text: 'warranties.terms.transfer.text' },
];
