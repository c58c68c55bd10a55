import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCompany, testUser } from '../../test/users';
import { InvalidCompanyDocumentError } from '../../data/companyDocument';
import { INACTIVE_ACCOUNT_MESSAGE, INVALID_COMPANY_MESSAGE, NO_ACCOUNT_MESSAGE, resolveSession } from './resolveSession';

const company = testCompany();

describe('resolveSession', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

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
      message: NO_ACCOUNT_MESSAGE,
    });
  });

  it('rejects a disabled user without loading the company', async () => {
    const getCompany = vi.fn();
    await expect(
      resolveSession('uid-1', { getUser: async () => testUser({ active: false }), getCompany }),
    ).resolves.toEqual({ kind: 'rejected', message: INACTIVE_ACCOUNT_MESSAGE });
    expect(getCompany).not.toHaveBeenCalled();
  });

  it('rejects with the cause when the account cannot be loaded, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Missing or insufficient permissions.');
    await expect(
      resolveSession('uid-1', { getUser: () => Promise.reject(failure), getCompany: vi.fn() }),
    ).resolves.toEqual({ kind: 'rejected', message: 'Unable to load your account: Missing or insufficient permissions.' });
    expect(consoleError).toHaveBeenCalled();
  });

  it('signs the user in without a company whose document has no usable country, says why and logs the details', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = testUser({ company: 'company-1' });
    const problem = new InvalidCompanyDocumentError('company-1', 'has no country in its address');
    await expect(
      resolveSession('uid-1', { getUser: async () => user, getCompany: () => Promise.reject(problem) }),
    ).resolves.toEqual({ kind: 'signedIn', user, company: null, companyProblem: INVALID_COMPANY_MESSAGE });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('uid-1'), problem);
  });

  it('still rejects when the company cannot be loaded at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = testUser({ company: 'company-1' });
    await expect(
      resolveSession('uid-1', { getUser: async () => user, getCompany: () => Promise.reject(new Error('offline')) }),
    ).resolves.toEqual({ kind: 'rejected', message: 'Unable to load your account: offline' });
  });
});
