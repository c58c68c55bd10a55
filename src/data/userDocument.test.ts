import { describe, expect, it } from 'vitest';
import { displayNameOf, lastNamePrefixVariants, toUser } from './userDocument';

describe('toUser', () => {
  it('reads a stored user, the document id winning over a stored id', () => {
    const raw = {
      id: 'other',
      company: 'acme',
      active: true,
      invite: 'inv-1',
      data: { firstname: 'Dana', lastname: 'Dealer', email: 'dana@acme.test', phone: '306-555-0100', sms: true, admin: false, manager: true },
    };
    expect(toUser('u-1', raw)).toEqual({ ...raw, id: 'u-1' });
  });

  it('reads who disabled the account, when the document says so', () => {
    const data = { firstname: 'Gus', lastname: 'Gone', email: 'gus@acme.test', phone: '', sms: false, admin: false, manager: false };
    expect(toUser('u-3', { company: 'acme', active: false, data, disabledBy: 'admin-1', disabledByAdmin: true })).toEqual({
      id: 'u-3',
      company: 'acme',
      active: false,
      data,
      disabledBy: 'admin-1',
      disabledByAdmin: true,
    });
    // Anything else is read as not recorded: in doubt, not by an admin (the server decides who may enable).
    const odd = toUser('u-4', { company: 'acme', active: false, data, disabledBy: 7, disabledByAdmin: 'yes' });
    expect(odd).not.toHaveProperty('disabledBy');
    expect(odd).not.toHaveProperty('disabledByAdmin');
  });

  it('reads the email opt-in when it is true or false, and leaves it out otherwise (never chosen, so off)', () => {
    const data = { firstname: 'Dana', lastname: 'Dealer', email: 'dana@acme.test', phone: '', sms: false, admin: false, manager: false };
    expect(toUser('u-5', { company: 'acme', active: true, data: { ...data, mail: true } }).data.mail).toBe(true);
    expect(toUser('u-5', { company: 'acme', active: true, data: { ...data, mail: false } }).data.mail).toBe(false);
    for (const stored of [{}, { mail: 'yes' }, { mail: 1 }, { mail: null }]) {
      expect(toUser('u-5', { company: 'acme', active: true, data: { ...data, ...stored } }).data).toEqual(data);
    }
  });

  it('reads the language when it is one the portal speaks, and leaves it out otherwise (never chosen)', () => {
    const data = { firstname: 'Dana', lastname: 'Dealer', email: 'dana@acme.test', phone: '', sms: false, admin: false, manager: false };
    expect(toUser('u-6', { company: 'acme', active: true, data: { ...data, language: 'fr' } }).data.language).toBe('fr');
    expect(toUser('u-6', { company: 'acme', active: true, data: { ...data, language: 'en' } }).data.language).toBe('en');
    for (const stored of [{}, { language: 'de' }, { language: 'FR' }, { language: 'fr-CA' }, { language: null }, { language: ['fr'] }]) {
      expect(toUser('u-6', { company: 'acme', active: true, data: { ...data, ...stored } }).data).toEqual(data);
    }
  });

  it('never grants a role or counts as active from a partial document', () => {
    expect(toUser('u-2', { data: { admin: 'yes', manager: 1 }, active: 'true' })).toEqual({
      id: 'u-2',
      company: '',
      active: false,
      data: { firstname: '', lastname: '', email: '', phone: '', sms: false, admin: false, manager: false },
    });
  });
});

describe('lastNamePrefixVariants', () => {
  it('searches the term as typed and with its first letter in the other case', () => {
    expect(lastNamePrefixVariants('oka')).toEqual(['oka', 'Oka']);
    expect(lastNamePrefixVariants('De')).toEqual(['De', 'de']);
    expect(lastNamePrefixVariants(' McD ')).toEqual(['McD', 'mcD']);
  });

  it('has one spelling for a term whose first character has no case, and none for a blank term', () => {
    expect(lastNamePrefixVariants("'t Hooft")).toEqual(["'t Hooft"]);
    expect(lastNamePrefixVariants('  ')).toEqual([]);
  });
});

describe('displayNameOf', () => {
  const user = (firstname: string, lastname: string) => ({
    data: { firstname, lastname, email: 'dana@acme.test', phone: '', sms: false, admin: false, manager: false },
  });

  it('is the first and last name, without the space of a missing one', () => {
    expect(displayNameOf(user('Dana', 'Dealer'))).toBe('Dana Dealer');
    expect(displayNameOf(user('Dana', ''))).toBe('Dana');
    expect(displayNameOf(user('', 'Dealer'))).toBe('Dealer');
  });

  it('is the email address when both names are blank', () => {
    expect(displayNameOf(user('', ''))).toBe('dana@acme.test');
    expect(displayNameOf(user(' ', ' '))).toBe('dana@acme.test');
  });
});
