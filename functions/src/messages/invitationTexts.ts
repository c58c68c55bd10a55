/**
 * The words of the invitation mail (inviteMail.ts) in each language the portal speaks: the 'outbound' messages of
 * each language (src/i18n/messages/<language>/outbound.json). The invited person has no account yet, so no
 * language of theirs is known: the mail says everything in English, then in French.
 */
import type { Wording } from '../../../src/i18n/wording.js';
import type { Language } from '../../../src/reference/languages.js';
import { OUTBOUND } from './outbound.js';

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

function textsIn(words: Wording): InvitationTexts {
  return {
    subject: words('outbound.invitation.subject'),
    greeting: (firstname) => (firstname ? words('outbound.mail.greeting', { firstname }) : words('outbound.mail.greetingWithoutName')),
    anInviter: words('outbound.invitation.anInviter'),
    aCompany: words('outbound.invitation.aCompany'),
    invited: (inviter, company) => words('outbound.invitation.invited', { inviter, company }),
    linkFollows: words('outbound.invitation.linkFollows'),
    createAccount: words('outbound.invitation.createAccount'),
    copyLink: words('outbound.invitation.copyLink'),
    registers: (email) => words('outbound.invitation.registers', { email }),
  };
}

export const INVITATION_TEXTS: Record<Language, InvitationTexts> = { en: textsIn(OUTBOUND.en), fr: textsIn(OUTBOUND.fr) };

/** Said first, in French, so a French reader knows their part follows the English one. */
export const FRENCH_FOLLOWS = OUTBOUND.fr('outbound.invitation.versionBelow');
