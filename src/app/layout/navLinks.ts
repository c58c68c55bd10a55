/**
 * Destinations outside the portal: the manufacturer's website (opened in a new tab) and its mailboxes
 * (mail links with a preset subject). Kept in one place so they can change without touching the menus.
 */

const SITE = 'https://www.calhounsuperstructure.com';

export const EXTERNAL_LINKS = {
  merchandise: `${SITE}/merchandise`,
  rewards: `${SITE}/dealer-rewards`,
  onboarding: `${SITE}/university/onboarding`,
  priceBookQuoting: `${SITE}/university/price-book-and-quoting`,
  meetWithMarketing: `${SITE}/university/meet-with-marketing`,
  fabricInstallTraining: `${SITE}/university/fabric-install-training`,
} as const;

export interface SupportContact {
  label: string;
  email: string;
  subject: string;
}

export const SUPPORT_CONTACTS: readonly SupportContact[] = [
  { label: 'Portal Assistance', email: 'portal@calhounsuperstructure.com', subject: 'Dealer Portal: Portal Assistance' },
  { label: 'Marketing', email: 'marketing@calhounsuperstructure.com', subject: 'Dealer Portal: Marketing' },
  { label: 'Engineering', email: 'engineering@calhounsuperstructure.com', subject: 'Dealer Portal: Engineering' },
  { label: 'Sales', email: 'sales@calhounsuperstructure.com', subject: 'Dealer Portal: Sales' },
  { label: 'Price Book', email: 'sales@calhounsuperstructure.com', subject: 'Dealer Portal: Price Book' },
  { label: 'Other', email: 'info@calhounsuperstructure.com', subject: 'Dealer Portal: Other' },
];

export function mailtoHref({ email, subject }: Pick<SupportContact, 'email' | 'subject'>): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
