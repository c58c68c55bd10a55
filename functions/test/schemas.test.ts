import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueRefusal } from '../../src/lib/schemas/refusals.js';
import { englishRefusal } from '../src/refusal.js';
import { invitationFieldsSchema, sendMailSchema, sendSmsSchema, userPayloadSchema } from '../src/schemas.js';

/** The first problem's refusal in English, as the callable's message says it (its details carry the id). */
const firstMessage = (result: { success: boolean; error?: z.ZodError }) => {
  const issue = result.error?.issues[0];
  return issue && englishRefusal(issueRefusal(issue));
};
/** The first problem's refusal as the callable's details carry it. */
const firstRefusal = (result: { success: boolean; error?: z.ZodError }) => {
  const issue = result.error?.issues[0];
  return issue && issueRefusal(issue);
};

describe('payload schemas', () => {
  it('refuses DELETEUSER and ENABLEUSER without a user id', () => {
    expect(firstMessage(userPayloadSchema.safeParse({}))).toBe('A user id is required.');
    expect(firstRefusal(userPayloadSchema.safeParse({}))).toEqual({ message: 'errors.server.userIdRequired', values: {} });
    expect(firstMessage(userPayloadSchema.safeParse({ user: '   ' }))).toBe('A user id is required.');
    expect(userPayloadSchema.parse({ user: 'u1' })).toEqual({ user: 'u1' });
  });

  it('refuses SMS to malformed numbers and empty texts', () => {
    expect(sendSmsSchema.safeParse({ to: '12', text: 'hi' }).success).toBe(false);
    expect(sendSmsSchema.safeParse({ to: '+14035550100', text: '  ' }).success).toBe(false);
    expect(sendSmsSchema.parse({ to: '+14035550100', text: 'hi' })).toEqual({ to: '+14035550100', text: 'hi' });
    expect(sendSmsSchema.parse({ to: '+1 (306) 555-0123', text: 'hi' }).to).toBe('+13065550123');
    expect(sendSmsSchema.safeParse({ to: '306-555-01x3', text: 'hi' }).success).toBe(false);
  });

  it('refuses SMS to a phone number longer than 30 characters, whatever its digits', () => {
    expect(firstMessage(sendSmsSchema.safeParse({ to: `+1 306 555 0123${' '.repeat(16)}`, text: 'hi' }))).toBe(
      'The phone number must be at most 30 characters.',
    );
    expect(firstRefusal(sendSmsSchema.safeParse({ to: `+1 306 555 0123${' '.repeat(16)}`, text: 'hi' }))).toEqual({
      message: 'errors.server.phoneTooLong',
      values: { max: 30 },
    });
    expect(sendSmsSchema.parse({ to: `+1 306 555 0123${' '.repeat(15)}`, text: 'hi' }).to).toBe('+13065550123');
  });

  it('takes an invite id for SENDMAIL and nothing else', () => {
    const onlyInvite = 'Only an invite id can be sent: the server writes the invitation itself.';
    expect(sendMailSchema.parse({ invite: ' Xy7Qk2LmN0pRsTuVwZ12 ' })).toEqual({ invite: 'Xy7Qk2LmN0pRsTuVwZ12' });
    expect(firstMessage(sendMailSchema.safeParse({}))).toBe('An invite id is required.');
    expect(firstMessage(sendMailSchema.safeParse({ invite: '' }))).toBe('An invite id is required.');
    expect(firstMessage(sendMailSchema.safeParse({ invite: 'a/b' }))).toBe('That is not an invite id.');
    expect(firstMessage(sendMailSchema.safeParse({ invite: 'x'.repeat(129) }))).toBe('That is not an invite id.');
    expect(firstMessage(sendMailSchema.safeParse({ to: 'a@b.co', subject: 's', text: 't' }))).toBe(onlyInvite);
    expect(firstMessage(sendMailSchema.safeParse({ invite: 'abc', to: 'a@b.co' }))).toBe(onlyInvite);
    expect(firstMessage(sendMailSchema.safeParse({ invite: 'abc', html: '<p>' }))).toBe(onlyInvite);
  });
});

describe('the stored invitation SENDMAIL mails', () => {
  const stored = { email: 'ivy@example.com', firstname: 'Ivy', companyName: 'Prairie Shelters Ltd.', createdByName: 'Maya Fournier' };

  it('takes the names and address as the rules allow them, and reads anything else as empty', () => {
    expect(invitationFieldsSchema.parse({ ...stored, email: ' ivy@example.com ', used: false })).toEqual(stored);
    expect(invitationFieldsSchema.parse({ email: 'ivy@example.com', firstname: 7, companyName: null })).toEqual({
      email: 'ivy@example.com',
      firstname: '',
      companyName: '',
      createdByName: '',
    });
    const longest = { email: `${'i'.repeat(242)}@example.com`, firstname: 'I'.repeat(60), companyName: 'P'.repeat(60), createdByName: 'M'.repeat(254) };
    expect(invitationFieldsSchema.parse(longest)).toEqual(longest);
  });

  it('refuses a first name, company name or inviter name longer than the portal writes, and an address that is not one', () => {
    expect(firstMessage(invitationFieldsSchema.safeParse({ ...stored, firstname: 'I'.repeat(10_400) }))).toBe(
      'The first name on this invitation is longer than 60 characters. Revoke it and invite again.',
    );
    expect(firstMessage(invitationFieldsSchema.safeParse({ ...stored, firstname: 'I'.repeat(61) }))).toBe(
      'The first name on this invitation is longer than 60 characters. Revoke it and invite again.',
    );
    expect(firstMessage(invitationFieldsSchema.safeParse({ ...stored, companyName: 'P'.repeat(61) }))).toBe(
      'The company name on this invitation is longer than 60 characters. Revoke it and invite again.',
    );
    expect(firstMessage(invitationFieldsSchema.safeParse({ ...stored, createdByName: 'M'.repeat(255) }))).toBe(
      "The inviter's name on this invitation is longer than 254 characters. Revoke it and invite again.",
    );
    expect(firstRefusal(invitationFieldsSchema.safeParse({ ...stored, createdByName: 'M'.repeat(255) }))).toEqual({
      message: 'errors.server.invitationInviterTooLong',
      values: { max: 254 },
    });
    for (const email of [`${'i'.repeat(243)}@example.com`, 'ivy', '', undefined]) {
      expect(firstMessage(invitationFieldsSchema.safeParse({ ...stored, email }))).toBe('This invitation has no valid email address.');
    }
  });
});
