/** How warranty fields read on screen and on the certificate. */
import { countryDefinition } from '../../reference/regions';
import type { DecisionStatus, SiteAddress } from '../../types/orders';

/** '12 Range Road 300, Saskatoon, SK S7K 1A1, Canada'. */
export function formatSite(site: SiteAddress): string {
  const region = [site.state, site.zip].filter(Boolean).join(' ');
  return [site.street, site.city, region, countryDefinition(site.country).name].filter(Boolean).join(', ');
}

export const DECISION_LABELS: Record<DecisionStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
