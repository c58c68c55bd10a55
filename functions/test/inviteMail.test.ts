import { describe, expect, it } from 'vitest';
import { INVITATION_SUBJECT, escapeHtml, invitationMail, portalUrl, registrationLink } from '../src/inviteMail.js';

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

  it('escapes names in the HTML and keeps them on one line in the text', () => {
    const mail = invitationMail(
      { ...invite, firstname: '<img src=x onerror=alert(1)>', companyName: 'A & "B"', inviterName: "O'Neil\nBcc: x@evil.example" },
      'https://portal.example.com',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('<strong>A &amp; &quot;B&quot;</strong>');
    expect(mail.html).toContain('O&#39;Neil Bcc: x@evil.example invited you');
    expect(mail.text).toContain("O'Neil Bcc: x@evil.example invited you to join A & \"B\"");
    expect(mail.text.split('\n').filter((line) => line.startsWith('Bcc'))).toEqual([]);
  });

  it('still reads well without names', () => {
    const mail = invitationMail({ ...invite, firstname: '', companyName: '', inviterName: '' }, 'https://portal.example.com');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('The Dealer Portal team invited you to join your company on the Dealer Portal.');
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
