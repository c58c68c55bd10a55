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
  /** The topic's message id; the mail's subject names the portal and the topic, in the reader's language. */
  topic: string;
  email: string;
}

export const SUPPORT_CONTACTS: readonly SupportContact[] = [
  { topic: 'app.nav.support.portalAssistance', email: 'portal@calhounsuperstructure.com' },
  { topic: 'app.nav.support.marketing', email: 'marketing@calhounsuperstructure.com' },
  { topic: 'app.nav.support.engineering', email: 'engineering@calhounsuperstructure.com' },
  { topic: 'app.nav.support.sales', email: 'sales@calhounsuperstructure.com' },
  { topic: 'app.nav.support.priceBook', email: 'sales@calhounsuperstructure.com' },
  { topic: 'app.nav.support.other', email: 'info@calhounsuperstructure.com' },
];

export function mailtoHref({ email, subject }: { email: string; subject: string }): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
