/** How warranty fields read on screen and on the certificate, in the reader's language. */
import type { Translate } from '../../i18n/i18n';
import { countryNameText } from '../../reference/labels/regions';
import { orderTypeText } from '../../reference/labels/orders';
import { PARTS_COVERAGE_YEARS, coverageYears } from '../../reference/warranty';
import type { OrderType } from '../../reference/orders';
import type { SiteAddress } from '../../types/orders';

/** '12 Range Road 300, Saskatoon, SK S7K 1A1, Canada' (the province or state by its code, as addresses write it). */
export function formatSite(site: SiteAddress, t: Translate): string {
  const region = [site.state, site.zip].filter(Boolean).join(' ');
  return [site.street, site.city, region, countryNameText(site.country, t)].filter(Boolean).join(', ');
}

/** 'FR', or 'None (parts order)' for a parts order's warranty. */
export function fabricText(fabric: string | null, t: Translate): string {
  return fabric ?? t('warranties.details.noFabric');
}

/** 'Building Order', 'Commande de bâtiment'. */
export function orderTypeLabel(type: OrderType, t: Translate): string {
  return orderTypeText(type, t);
}

/** '15 years', '1 year'; '15 ans', '1 an'. */
export function yearsText(years: number, t: Translate): string {
  return t('warranties.years', { count: years });
}

/** The fabric's term in words ('FR fabric: 15 years from the install date.'), or why the end date is to be entered. */
export function termText(fabric: string | null, t: Translate): string {
  const years = coverageYears(fabric);
  if (fabric === null) return t('warranties.approve.termParts', { term: yearsText(years ?? PARTS_COVERAGE_YEARS, t) });
  if (years === null) return t('warranties.approve.noTerm', { fabric });
  return t('warranties.approve.termFabric', { fabric, term: yearsText(years, t) });
}
