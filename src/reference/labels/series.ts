/**
 * What each building series is, in the reader's language (see labelOf.ts); series names are codes.
 * Not in the specification: chosen here; product owner to confirm. (The spec does not describe the series.)
 */
import type { BuildingSeriesName } from '../series';
import { labelOf, type ReadMessage } from './labelOf';

const DESCRIPTION_MESSAGES: Record<BuildingSeriesName, string> = {
  CC: 'reference.series.cc',
  'CC+': 'reference.series.ccPlus',
  SE: 'reference.series.se',
  GB: 'reference.series.gb',
  HT: 'reference.series.ht',
  VPe: 'reference.series.vpe',
  VPr: 'reference.series.vpr',
  CL: 'reference.series.cl',
};

/** The series' description, or '' for a series the portal does not know. */
export function seriesDescriptionText(series: string, t: ReadMessage): string {
  return Object.hasOwn(DESCRIPTION_MESSAGES, series) ? labelOf(DESCRIPTION_MESSAGES, series, t) : '';
}
