/**
 * The limited warranty's terms, as printed on every warranty certificate and in the warranty document of the
 * resource library. The spec gives no terms: this text is a proposal, like the coverage years in ./warranty.ts,
 * and awaits the product owner's confirmation (WARRANTY_TERMS_CONFIRMED there).
 *
 * The certificate prints them in the reader's language from the 'warranties' catalogue (WARRANTY_TERM_MESSAGES);
 * the English text below is what the seed's English warranty document prints, and the catalogue's English must
 * read the same (warrantyTerms.test.ts).
 */
import { MANUFACTURER } from './manufacturer';

export interface WarrantyTerm {
  title: string;
  text: string;
}

const WHO = MANUFACTURER.name;

export const WARRANTY_TERMS: readonly WarrantyTerm[] = [
  {
    title: 'What is covered',
    text:
      'The cover fabric named on this certificate is warranted against defects in materials and workmanship, and against ' +
      'ultraviolet degradation that makes it tear, crack or leak in normal use, for the coverage period. For a parts order, ' +
      'the parts supplied are warranted against defects in materials and workmanship.',
  },
  {
    title: 'Remedy',
    text:
      `${WHO} will repair or replace the defective fabric or part, at its choice. After the first third of the coverage ` +
      'period, a replacement cover is charged in proportion to the years of coverage used.',
  },
  {
    title: 'Conditions',
    text:
      'The building must be installed by an authorized dealer or installer following the installation manual, kept tensioned ' +
      'and maintained as the owner’s manual describes, and used within its design snow and wind loads.',
  },
  {
    title: 'Not covered',
    text:
      'Damage from loads beyond the design loads, fire, impact, vandalism, chemicals or sharp objects; alterations not ' +
      `approved in writing by ${WHO}; fading and colour change; condensation; labour, equipment and consequential losses.`,
  },
  {
    title: 'Making a claim',
    text:
      'Report a defect through your dealer within 30 days of finding it, with the warranty number, the order number and ' +
      `photographs. Make no repair before ${WHO} has inspected or approved it.`,
  },
  {
    title: 'Transfer and limits',
    text:
      'Coverage stays with the building at the site named and passes to a new owner of that site. This warranty replaces ' +
      'every other warranty, express or implied, as far as the law allows.',
  },
];

/**
 * The terms as catalogue ids ('warranties' namespace), in WARRANTY_TERMS' order; their texts name the
 * manufacturer as {maker}.
 */
export const WARRANTY_TERM_MESSAGES: readonly WarrantyTerm[] = [
  { title: 'warranties.terms.covered.title', text: 'warranties.terms.covered.text' },
  { title: 'warranties.terms.remedy.title', text: 'warranties.terms.remedy.text' },
  { title: 'warranties.terms.conditions.title', text: 'warranties.terms.conditions.text' },
  { title: 'warranties.terms.notCovered.title', text: 'warranties.terms.notCovered.text' },
  { title: 'warranties.terms.claim.title', text: 'warranties.terms.claim.text' },
  { title: 'warranties.terms.transfer.title', text: 'warranties.terms.transfer.text' },
];
