import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { errorsByPath } from '../../test/schemaErrors';
import {
  LINK_MAX_LENGTH, MESSAGE_MAX_LENGTH, SEND_NOTIFICATION_DEFAULTS, SUBJECT_MAX_LENGTH, recipientsFromForm, sendNotificationSchema,
} from './sendNotificationSchema';

const valid = { ...SEND_NOTIFICATION_DEFAULTS, userId: 'u1', subject: 'Price update', message: 'New price book' };

/** The limit each field's message names, as the screen gives it. */
const LIMITS: Record<string, number> = { subject: SUBJECT_MAX_LENGTH, message: MESSAGE_MAX_LENGTH, link: LINK_MAX_LENGTH };

/** The schema's messages (catalogue ids) as the screen words them in English. */
const errorsOf = (input: unknown) =>
  Object.fromEntries(
    Object.entries(errorsByPath(sendNotificationSchema, input)).map(([path, id]) => [path, translate(id, { max: LIMITS[path] ?? 0 })]),
  );

describe('sendNotificationSchema', () => {
  it('accepts a complete form and trims text', () => {
    const result = sendNotificationSchema.parse({ ...valid, subject: '  Price update ', link: ' /resources/sales ' });
    expect(result.subject).toBe('Price update');
    expect(result.link).toBe('/resources/sales');
  });

  it('requires a subject and a message', () => {
    expect(errorsOf({ ...valid, subject: '  ', message: '' })).toEqual({
      subject: 'A subject is required.',
      message: 'A message is required.',
    });
  });

  it('holds subject and message to what a notification may carry, and says so', () => {
    expect(errorsOf({ ...valid, subject: 'S'.repeat(200), message: 'M'.repeat(5_000) })).toEqual({});
    expect(errorsOf({ ...valid, subject: 'S'.repeat(201), message: 'M'.repeat(5_001) })).toEqual({
      subject: 'The subject must be at most 200 characters.',
      message: 'The message must be at most 5000 characters.',
    });
  });

  it('requires the chosen user or company', () => {
    expect(errorsOf({ ...valid, userId: '' })).toEqual({ userId: 'Choose the user to notify.' });
    expect(errorsOf({ ...valid, recipientKind: 'company' })).toEqual({ companyId: 'Choose the company to notify.' });
    expect(errorsOf({ ...valid, recipientKind: 'admins', userId: '' })).toEqual({});
  });

  it("accepts only in-app links starting with '/'", () => {
    expect(errorsOf({ ...valid, link: '' })).toEqual({});
    expect(errorsOf({ ...valid, link: '/orders/view/1' })).toEqual({});
    expect(Object.keys(errorsOf({ ...valid, link: 'https://example.com' }))).toEqual(['link']);
    expect(Object.keys(errorsOf({ ...valid, link: '//example.com' }))).toEqual(['link']);
    expect(errorsOf({ ...valid, link: 'orders' })).toEqual({ link: "The link must be a portal page starting with '/', e.g. /orders." });
    expect(errorsOf({ ...valid, link: `/${'a'.repeat(499)}` })).toEqual({});
    expect(errorsOf({ ...valid, link: `/${'a'.repeat(500)}` })).toEqual({ link: 'The link must be at most 500 characters.' });
  });

  it('maps each recipient choice to what createNotifications takes', () => {
    const parsed = sendNotificationSchema.parse(valid);
    expect(recipientsFromForm(parsed)).toEqual(['u1']);
    expect(recipientsFromForm({ ...parsed, recipientKind: 'company', companyId: 'acme' })).toEqual({ company: 'acme' });
    expect(recipientsFromForm({ ...parsed, recipientKind: 'admins' })).toBe('admins');
    expect(recipientsFromForm({ ...parsed, recipientKind: 'all' })).toBe('all');
  });
});
