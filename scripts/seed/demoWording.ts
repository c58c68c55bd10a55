/**
 * The English the demo library's documents print beside the reference data. The documents are demo files in
 * English, so these words live with them rather than in the portal's reference data, whose texts are in the
 * message catalogues. What each series is and the warranty's terms read as the English catalogue does
 * (demoWording.test.ts and the warranty certificate's tests), so a downloaded document agrees with the screens.
 */
import { MANUFACTURER } from '../../src/reference/manufacturer.js';
import type { BuildingSeriesName } from '../../src/reference/series.js';
import type { WarrantyTerm } from '../../src/reference/warrantyTerms.js';

/** What each series is: the English of 'reference.series.*'. */
export const SERIES_DESCRIPTIONS: Record<BuildingSeriesName, string> = {
  CC: 'Clear-span fabric buildings for general storage and agriculture.',
  'CC+': 'Wide clear-span fabric buildings with a heavier truss.',
  SE: 'Economy fabric buildings (discontinued).',
  GB: 'Gable-roof fabric buildings with straight side walls.',
  HT: 'High-truss fabric buildings for tall clearances and heavy loads.',
  VPe: 'Engineered VP building, sized per project.',
  VPr: 'Rigid-frame VP building, sized per project.',
  CL: 'Classic fabric buildings (discontinued).',
};

const WHO = MANUFACTURER.name;

/**
 * The limited warranty's terms, as the warranty document of the library prints them: the English of
 * 'warranties.terms.*' (WARRANTY_TERM_MESSAGES, in the same order), the manufacturer named where they name it.
 */
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

/** A coverage term in words: '20 years', '1 year'. */
export function describeYears(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}
