import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company, User } from '../../types/domain';
import { expectConsoleError } from '../../test/consoleErrors';
import { inviteFixture } from './testing';
import { RegistrationError, registerFromInvite, userFromInvite, type RegistrationSteps } from './registration';

const invite = inviteFixture({ id: 'invite-1', manager: true });
const company = { id: 'acme', name: 'Acme Buildings' } as Company;
const values = { firstname: 'Ivy', lastname: 'Invitee', phone: '555-123-4567', password: 'secret-123', confirmPassword: 'secret-123' };

/** Steps that record the order they ran in; `overrides` change what one of them does. */
function fakeSteps(overrides: Partial<RegistrationSteps> = {}) {
  const calls: string[] = [];
  const behaviour: RegistrationSteps = {
    setRegistering: () => undefined,
    createAccount: async () => 'uid-9',
    discardNewAccount: async () => undefined,
    consumeInvite: async () => undefined,
    getCompany: async () => company,
    setCurrentUser: () => undefined,
    setCompany: () => undefined,
    loadAddressBook: async () => [],
    ...overrides,
  };
  const spy = <K extends keyof RegistrationSteps>(name: K) =>
    vi.fn((...args: Parameters<RegistrationSteps[K]>) => {
      calls.push(name === 'setRegistering' ? `setRegistering(${String(args[0])})` : name);
      return (behaviour[name] as (...a: Parameters<RegistrationSteps[K]>) => ReturnType<RegistrationSteps[K]>)(...args);
    });
  const steps = {
    setRegistering: spy('setRegistering'),
    createAccount: spy('createAccount'),
    discardNewAccount: spy('discardNewAccount'),
    consumeInvite: spy('consumeInvite'),
    getCompany: spy('getCompany'),
    setCurrentUser: spy('setCurrentUser'),
    setCompany: spy('setCompany'),
    loadAddressBook: spy('loadAddressBook'),
  };
  return { steps, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('userFromInvite', () => {
  it('takes company, roles and email from the invite and starts without SMS', () => {
    expect(userFromInvite(invite, 'uid-9', { firstname: ' Ivy ', lastname: 'Invitee', phone: ' 555-123-4567 ' })).toEqual({
      id: 'uid-9',
      company: 'acme',
      active: true,
      invite: 'invite-1',
      data: {
        firstname: 'Ivy',
        lastname: 'Invitee',
        email: 'ivy@example.com',
        phone: '555-123-4567',
        sms: false,
        admin: false,
        manager: true,
      },
    } satisfies User);
  });
});

describe('registerFromInvite', () => {
  it('runs the steps in order and fills the session', async () => {
    const { steps, calls } = fakeSteps();
    const user = await registerFromInvite(invite, values, steps);

    expect(calls).toEqual([
      'setRegistering(true)',
      'createAccount',
      'consumeInvite',
      'getCompany',
      'setCurrentUser',
      'setCompany',
      'setRegistering(false)',
      'loadAddressBook',
    ]);
    expect(steps.createAccount).toHaveBeenCalledWith('ivy@example.com', 'secret-123');
    expect(steps.consumeInvite).toHaveBeenCalledTimes(1);
    expect(steps.consumeInvite).toHaveBeenCalledWith(invite, user);
    expect(steps.getCompany).toHaveBeenCalledWith('acme');
    expect(steps.setCurrentUser).toHaveBeenCalledWith(user);
    expect(steps.setCompany).toHaveBeenCalledWith(company);
    expect(steps.loadAddressBook).toHaveBeenCalledWith('acme', { force: true });
    expect(user.data).toMatchObject({ email: 'ivy@example.com', manager: true, admin: false });
  });

  it('explains an email that is already registered and creates nothing', async () => {
    const { steps, calls } = fakeSteps({
      createAccount: async () => Promise.reject(Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' })),
    });
    expectConsoleError('Registration failed');

    const failure = registerFromInvite(invite, values, steps);
    await expect(failure).rejects.toBeInstanceOf(RegistrationError);
    await expect(failure).rejects.toMatchObject({
      emailInUse: true,
      message: expect.stringContaining('An account for ivy@example.com already exists'),
    });
    expect(calls).not.toContain('consumeInvite');
    expect(calls).not.toContain('discardNewAccount');
    expect(calls.at(-1)).toBe('setRegistering(false)');
  });

  it('removes the new account when the invite cannot be consumed (used or withdrawn meanwhile), so nothing is half made', async () => {
    const { steps, calls } = fakeSteps({
      consumeInvite: async () => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })),
    });
    expectConsoleError('Registration failed');

    await expect(registerFromInvite(invite, values, steps)).rejects.toMatchObject({
      emailInUse: false,
      message: expect.stringContaining('already used or has been withdrawn'),
    });
    expect(calls).toContain('discardNewAccount');
    expect(calls).not.toContain('getCompany');
    expect(calls).not.toContain('setCurrentUser');
    expect(calls.at(-1)).toBe('setRegistering(false)');
  });

  it('puts any other auth failure in words', async () => {
    const { steps } = fakeSteps({
      createAccount: async () =>
        Promise.reject(Object.assign(new Error('Firebase: Error (auth/internal-error).'), { code: 'auth/internal-error' })),
    });
    expectConsoleError('Registration failed');

    await expect(registerFromInvite(invite, values, steps)).rejects.toMatchObject({
      message: 'The sign-in service had a problem. Please try again.',
    });
  });

  it('removes the new account when the write fails for another reason, so a retry can succeed', async () => {
    const { steps, calls } = fakeSteps({ consumeInvite: async () => Promise.reject(new Error('offline')) });
    expectConsoleError('Registration failed');

    await expect(registerFromInvite(invite, values, steps)).rejects.toMatchObject({
      emailInUse: false,
      message: 'Your account could not be created. Please try again.',
    });
    expect(calls).toContain('discardNewAccount');
    expect(calls).not.toContain('setCurrentUser');
  });

  it('keeps a working account when only reading the company fails', async () => {
    const { steps, calls } = fakeSteps({
      getCompany: async () => Promise.reject(new Error('offline')),
    });
    expectConsoleError('Unable to load the company');

    await expect(registerFromInvite(invite, values, steps)).resolves.toMatchObject({ id: 'uid-9' });
    expect(steps.setCompany).toHaveBeenCalledWith(null);
    expect(calls).not.toContain('discardNewAccount');
    expect(calls).toContain('setCurrentUser');
  });
});
