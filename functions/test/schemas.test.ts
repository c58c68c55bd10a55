import { describe, expect, it } from 'vitest';
import { sendMailSchema, sendSmsSchema, userPayloadSchema } from '../src/schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('payload schemas', () => {
  it('refuses DELETEUSER and ENABLEUSER without a user id', () => {
    expect(firstMessage(userPayloadSchema.safeParse({}))).toBe('A user id is required.');
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
