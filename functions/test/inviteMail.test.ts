import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_SUBJECT,
  escapeHtml,
  invitationMail,
  minutesUntilResend,
  portalUrl,
  registrationLink,
  resendRefusal,
} from '../src/inviteMail.js';
import { englishRefusal } from '../src/refusal.js';

const invite = {
  id: 'Xy7Qk2LmN0pRsTuVwZ12',
  email: 'ivy@example.com',
  firstname: 'Ivy',
  companyName: 'Prairie Shelters Ltd.',
  inviterName: 'Maya Fournier',
};

describe('portalUrl', () => {
  it('uses PORTAL_URL without a trailing slash, and the local dev server without it', () => {
    expect(portalUrl({ PORTAL_URL: 'https://portal.example.com/' })).toBe('https://portal.example.com');
    expect(portalUrl({ PORTAL_URL: '  ' })).toBe('http://localhost:5173');
    expect(portalUrl({})).toBe('http://localhost:5173');
  });
});

describe('invitationMail', () => {
  it('goes to the invited address only, with the registration link, the inviter and the company', () => {
    const mail = invitationMail(invite, 'https://portal.example.com');
    expect(mail.to).toEqual(['ivy@example.com']);
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    expect(mail.replyTo).toBeUndefined();
    const link = 'https://portal.example.com/register/Xy7Qk2LmN0pRsTuVwZ12';
    expect(registrationLink(invite.id, 'https://portal.example.com')).toBe(link);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hello Ivy,');
    expect(mail.text).toContain('Maya Fournier invited you to join Prairie Shelters Ltd. on the Dealer Portal.');
    expect(mail.html).toContain(`<a href="${link}">Create your account</a>`);
    expect(mail.html).toContain('<strong>Prairie Shelters Ltd.</strong>');
  });

  it('says it all in English, then in French: the invited person has no profile yet to say which they read', () => {
    const mail = invitationMail(invite, 'https://portal.example.com');
    const link = 'https://portal.example.com/register/Xy7Qk2LmN0pRsTuVwZ12';
    expect(mail.subject).toBe('You are invited to the Dealer Portal / Invitation au Portail des concessionnaires');
    const [note, english, french] = mail.text.split('\n\n---\n\n');
    expect(note).toBe('Version française ci-dessous.');
    expect(english).toMatch(/^Hello Ivy,\n/);
    expect(french).toBe(
      [
        'Bonjour Ivy,',
        '',
        'Maya Fournier vous a invité à vous joindre à Prairie Shelters Ltd. dans le Portail des concessionnaires.',
        '',
        'Créez votre compte avec ce lien\u00a0:',
        link,
        '',
        'Ce lien sert à inscrire l’adresse ivy@example.com et ne fonctionne qu’une fois. Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce courriel.',
      ].join('\n'),
    );
    // Each part is marked with its language, so a screen reader reads the French as French.
    const frenchHtml = mail.html.slice(mail.html.indexOf('<div lang="fr-CA">'));
    expect(mail.html.indexOf('<div lang="en-US">')).toBeLessThan(mail.html.indexOf('<div lang="fr-CA">'));
    expect(frenchHtml).toContain('Maya Fournier vous a invité à vous joindre à <strong>Prairie Shelters Ltd.</strong> dans le Portail');
    expect(frenchHtml).toContain(`<a href="${link}">Créer votre compte</a>`);
  });

  it('escapes names in the HTML and keeps them on one line in the text', () => {
    const mail = invitationMail(
      { ...invite, firstname: '<img src=x onerror=alert(1)>', companyName: 'A & "B"', inviterName: "O'Neil\nBcc: x@evil.example" },
      'https://portal.example.com',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('<strong>A &amp; &quot;B&quot;</strong>');
    expect(mail.html).toContain('O&#39;Neil Bcc: x@evil.example invited you');
    expect(mail.html).toContain('O&#39;Neil Bcc: x@evil.example vous a invité');
    expect(mail.html).toContain('<strong>A &amp; &quot;B&quot;</strong> dans le Portail');
    expect(mail.text).toContain("O'Neil Bcc: x@evil.example invited you to join A & \"B\"");
    expect(mail.text.split('\n').filter((line) => line.startsWith('Bcc'))).toEqual([]);
  });

  it('still reads well without names', () => {
    const mail = invitationMail({ ...invite, firstname: '', companyName: '', inviterName: '' }, 'https://portal.example.com');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('The Dealer Portal team invited you to join your company on the Dealer Portal.');
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain('L’équipe du Portail des concessionnaires vous a invité à vous joindre à votre entreprise dans le Portail des concessionnaires.');
  });

  it("says each part in the words of its language's catalogue", () => {
    // Read from the source catalogue (the mail reads the compiled one), worded by the portal's message library.
    const wordsOf = (language: 'en' | 'fr') => {
      const messages = JSON.parse(readFileSync(join(import.meta.dirname, `../../src/i18n/messages/${language}/outbound.json`), 'utf8'));
      const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
      return (id: string, values?: Record<string, string>) => i18n._(id, values);
    };
    const [en, fr] = [wordsOf('en'), wordsOf('fr')];
    const mail = invitationMail({ ...invite, companyName: '' }, 'https://portal.example.com');
    const [note, english, french] = mail.text.split('\n\n---\n\n');
    expect(note).toBe(fr('outbound.invitation.versionBelow'));
    expect(mail.subject).toBe(`${en('outbound.invitation.subject')} / ${fr('outbound.invitation.subject')}`);
    expect(english).toContain(en('outbound.invitation.invited', { inviter: 'Maya Fournier', company: en('outbound.invitation.aCompany') }));
    expect(french).toContain(fr('outbound.invitation.invited', { inviter: 'Maya Fournier', company: fr('outbound.invitation.aCompany') }));
    expect(french).toContain(fr('outbound.invitation.registers', { email: invite.email }));
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('the re-send interval', () => {
  const sentAt = new Date(Date.UTC(2026, 9, 1, 14, 0, 0));
  const after = (milliseconds: number) => new Date(sentAt.getTime() + milliseconds);

  it('lets an invitation never sent, or sent 5 minutes ago or more, go now', () => {
    expect(minutesUntilResend(null, sentAt)).toBe(0);
    expect(minutesUntilResend(sentAt, after(5 * 60_000))).toBe(0);
    expect(minutesUntilResend(sentAt, after(60 * 60_000))).toBe(0);
  });

  it('counts the whole minutes left, rounded up, within 5 minutes of the last send', () => {
    expect(minutesUntilResend(sentAt, sentAt)).toBe(5);
    expect(minutesUntilResend(sentAt, after(1))).toBe(5);
    expect(minutesUntilResend(sentAt, after(60_000))).toBe(4);
    expect(minutesUntilResend(sentAt, after(4 * 60_000 + 1))).toBe(1);
    expect(minutesUntilResend(sentAt, after(5 * 60_000 - 1))).toBe(1);
  });

  it('never asks for more than 5 minutes, even when the last send is dated ahead of this clock', () => {
    expect(minutesUntilResend(after(3 * 60_000), sentAt)).toBe(5);
  });

  it('says when the invitation can be sent again', () => {
    expect(resendRefusal(4)).toEqual({ message: 'errors.server.invitationResend', values: { interval: 5, minutes: 4 } });
    expect(englishRefusal(resendRefusal(4))).toBe('This invitation was sent less than 5 minutes ago. It can be sent again in 4 minutes.');
    expect(englishRefusal(resendRefusal(1))).toBe('This invitation was sent less than 5 minutes ago. It can be sent again in 1 minute.');
  });
});
