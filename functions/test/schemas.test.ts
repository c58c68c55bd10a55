import { describe, expect, it } from 'vitest';
import { deleteUserSchema, sendMailSchema, sendSmsSchema } from '../src/schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('payload schemas', () => {
  it('refuses DELETEUSER without a user id', () => {
    expect(firstMessage(deleteUserSchema.safeParse({}))).toBe('A user id is required.');
    expect(firstMessage(deleteUserSchema.safeParse({ user: '   ' }))).toBe('A user id is required.');
    expect(deleteUserSchema.parse({ user: 'u1' })).toEqual({ user: 'u1' });
  });

  it('refuses SMS to malformed numbers and empty texts', () => {
    expect(sendSmsSchema.safeParse({ to: '12', text: 'hi' }).success).toBe(false);
    expect(sendSmsSchema.safeParse({ to: '+14035550100', text: '  ' }).success).toBe(false);
    expect(sendSmsSchema.parse({ to: '+14035550100', text: 'hi' })).toEqual({ to: '+14035550100', text: 'hi' });
    expect(sendSmsSchema.parse({ to: '+1 (306) 555-0123', text: 'hi' }).to).toBe('+13065550123');
    expect(sendSmsSchema.safeParse({ to: '306-555-01x3', text: 'hi' }).success).toBe(false);
  });

  it('normalises mail recipients to a list and checks each address', () => {
    expect(sendMailSchema.parse({ to: 'a@b.co', subject: 's', text: 't' }).to).toEqual(['a@b.co']);
    expect(sendMailSchema.safeParse({ to: ['a@b.co', 'nope'], subject: 's', text: 't' }).success).toBe(false);
  });
});
