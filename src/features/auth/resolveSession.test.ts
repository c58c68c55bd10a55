import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/consoleErrors';
import { testCompany, testUser } from '../../test/users';
import { InvalidCompanyDocumentError } from '../../data/companyDocument';
import { translate } from '../../i18n/i18n';
import { resolveSession } from './resolveSession';
import { INACTIVE_ACCOUNT, INVALID_COMPANY, LOAD_FAILED, NO_ACCOUNT } from './sessionMessages';

const company = testCompany();

describe('resolveSession', () => {
  it('loads the user, then the company of the user', async () => {
    const user = testUser({ id: 'uid-1', company: 'company-1' });
    const getUser = vi.fn().mockResolvedValue(user);
    const getCompany = vi.fn().mockResolvedValue(company);

    await expect(resolveSession('uid-1', { getUser, getCompany })).resolves.toEqual({ kind: 'signedIn', user, company });
    expect(getUser).toHaveBeenCalledWith('uid-1');
    expect(getCompany).toHaveBeenCalledWith('company-1');
  });

  it('does not look for a company when the user has none', async () => {
    const user = testUser({ company: '' });
    const getCompany = vi.fn();
    await expect(resolveSession('uid-1', { getUser: async () => user, getCompany })).resolves.toEqual({
      kind: 'signedIn',
      user,
      company: null,
    });
    expect(getCompany).not.toHaveBeenCalled();
  });

  it('rejects an auth user without a user document', async () => {
    await expect(resolveSession('uid-1', { getUser: async () => null, getCompany: vi.fn() })).resolves.toEqual({
      kind: 'rejected',
      message: NO_ACCOUNT,
    });
  });

  it('rejects a disabled user without loading the company', async () => {
    const getCompany = vi.fn();
    await expect(
      resolveSession('uid-1', { getUser: async () => testUser({ active: false }), getCompany }),
    ).resolves.toEqual({ kind: 'rejected', message: INACTIVE_ACCOUNT });
    expect(getCompany).not.toHaveBeenCalled();
  });

  it('rejects, saying the account could not be loaded, when it cannot be, and logs the cause', async () => {
    const logged = expectConsoleError('Failed to load the signed-in account');
    const failure = new Error('Missing or insufficient permissions.');
    await expect(
      resolveSession('uid-1', { getUser: () => Promise.reject(failure), getCompany: vi.fn() }),
    ).resolves.toEqual({ kind: 'rejected', message: LOAD_FAILED });
    expect(logged.calls).toEqual([['Failed to load the signed-in account', failure]]);
    expect(translate(LOAD_FAILED)).toBe('Unable to load your account. Please try again, and contact your administrator if it keeps happening.');
  });

  it('says a known cause in its own words, e.g. an offline network', async () => {
    expectConsoleError('Failed to load the signed-in account');
    const offline = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
    const resolution = await resolveSession('uid-1', { getUser: () => Promise.reject(offline), getCompany: vi.fn() });
    expect(resolution).toEqual({ kind: 'rejected', message: 'errors.offline' });
    expect(translate('errors.offline')).toBe('The network is unavailable. Check your connection and try again.');
  });

  it('words its refusals as the portal always has (English catalogue)', () => {
    expect(translate(NO_ACCOUNT)).toBe('No Dealer Portal account exists for this sign-in. Please contact your administrator.');
    expect(translate(INACTIVE_ACCOUNT)).toBe('This account has been disabled. Please contact your administrator.');
  });

  it('signs the user in without a company whose document has no usable country, says why and logs the details', async () => {
    const logged = expectConsoleError('The company of user uid-1 cannot be used');
    const user = testUser({ company: 'company-1' });
    const problem = new InvalidCompanyDocumentError('company-1', 'has no country in its address', 'missing-country');
    await expect(
      resolveSession('uid-1', { getUser: async () => user, getCompany: () => Promise.reject(problem) }),
    ).resolves.toEqual({ kind: 'signedIn', user, company: null, companyProblem: INVALID_COMPANY });
    expect(logged.calls).toEqual([['The company of user uid-1 cannot be used', problem]]);
  });

  it('still rejects when the company cannot be loaded at all', async () => {
    expectConsoleError('Failed to load the signed-in account');
    const user = testUser({ company: 'company-1' });
    await expect(
      resolveSession('uid-1', { getUser: async () => user, getCompany: () => Promise.reject(new Error('offline')) }),
    ).resolves.toEqual({ kind: 'rejected', message: LOAD_FAILED });
  });
});
