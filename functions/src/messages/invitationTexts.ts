/**
 * The words of the invitation mail (inviteMail.ts) in each language the portal speaks. The invited person has no
 * account yet, so no language of theirs is known: the mail says everything in English, then in French. French
 * follows docs/glossary-fr.md.
 */
import type { Language } from '../../../src/reference/languages.js';

export interface InvitationTexts {
  subject: string;
  greeting: (firstname: string) => string;
  /** Who invites when the invite names nobody, and what is joined when it names no company. */
  anInviter: string;
  aCompany: string;
  /** `inviter` and `company` as given: the HTML part passes them escaped, the company in bold. */
  invited: (inviter: string, company: string) => string;
  linkFollows: string;
  createAccount: string;
  copyLink: string;
  registers: (email: string) => string;
}

const ENGLISH: InvitationTexts = {
  subject: 'You are invited to the Dealer Portal',
  greeting: (firstname) => (firstname ? `Hello ${firstname},` : 'Hello,'),
  anInviter: 'The Dealer Portal team',
  aCompany: 'your company',
  invited: (inviter, company) => `${inviter} invited you to join ${company} on the Dealer Portal.`,
  linkFollows: 'Create your account with this link:',
  createAccount: 'Create your account',
  copyLink: 'Or copy this link into your browser:',
  registers: (email) => `The link registers ${email} and works once. If you did not expect this invitation, you can ignore this mail.`,
};

const NBSP = '\u00a0';

const FRENCH: InvitationTexts = {
  subject: 'Invitation au Portail des concessionnaires',
  greeting: (firstname) => (firstname ? `Bonjour ${firstname},` : 'Bonjour,'),
  anInviter: 'L’équipe du Portail des concessionnaires',
  aCompany: 'votre entreprise',
  invited: (inviter, company) => `${inviter} vous a invité à vous joindre à ${company} dans le Portail des concessionnaires.`,
  linkFollows: `Créez votre compte avec ce lien${NBSP}:`,
  createAccount: 'Créer votre compte',
  copyLink: `Ou copiez ce lien dans votre navigateur${NBSP}:`,
  registers: (email) =>
    `Ce lien sert à inscrire l’adresse ${email} et ne fonctionne qu’une fois. Si vous n’attendiez pas cette invitation, ` +
    'vous pouvez ignorer ce courriel.',
};

export const INVITATION_TEXTS: Record<Language, InvitationTexts> = { en: ENGLISH, fr: FRENCH };

/** Said first, in French, so a French reader knows their part follows the English one. */
export const FRENCH_FOLLOWS = 'Version française ci-dessous.';
