import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { Company, User } from '../../types/domain';
import SmsRecipientsScreen from './SmsRecipientsScreen';
import { SMS_RECIPIENTS } from './testing';

vi.mock('../../data/usersApi', () => ({ findUsers: vi.fn() }));
vi.mock('../../data/companiesApi', () => ({ listCompanies: vi.fn() }));
vi.mock('../../lib/download', () => ({ downloadCsv: vi.fn() }));
const { findUsers } = await import('../../data/usersApi');
const { listCompanies } = await import('../../data/companiesApi');
const { downloadCsv } = await import('../../lib/download');

/** The first render loads the data grid's modules: seconds, not the 1 s a query waits by default, on a busy machine. */
const LONG_WAIT = { timeout: 10_000 };

function user(id: string, firstname: string, lastname: string, company: string, phone: string): User {
  return { id, company, active: true, data: { firstname, lastname, email: `${firstname.toLowerCase()}@example.com`, phone, sms: true, admin: false, manager: false } };
}
const admin = user('u-admin', 'Alex', 'Admin', 'maker', '');
const recipients = [
  user('u1', 'Zoe', 'Ng', 'prairie', '+13065550101'),
  user('u2', 'Adam', 'Bell', 'lonestar', '+18065550177'),
  user('u3', 'Mia', 'Cruz', 'prairie', ''),
];
const companies = [
  { id: 'lonestar', name: 'Lone Star Covers LLC' },
  { id: 'prairie', name: 'Prairie Shelters Ltd.' },
] as Company[];

const renderScreen = () => renderWithProviders(<SmsRecipientsScreen />, SMS_RECIPIENTS);

function shownRows() {
  const grid = screen.getByRole('grid', { name: 'SMS Recipients' });
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent));
}

beforeEach(() => {
  resetSessionStore();
  signInAs(admin);
  vi.mocked(findUsers).mockResolvedValue(recipients);
  vi.mocked(listCompanies).mockResolvedValue(companies);
});
afterEach(signOutAndRestoreMocks);

// Each test renders the data grid: up to 8 s seen on a busy two-core machine.
describe('SmsRecipientsScreen', { timeout: 20_000 }, () => {
  it('lists the active users with text messages on, by name, with phone and company, and counts them', async () => {
    renderScreen();
    expect(await screen.findByText('3 active users receive text messages', undefined, LONG_WAIT)).toBeInTheDocument();
    expect(findUsers).toHaveBeenCalledWith([
      { field: 'active', op: '==', value: true },
      { field: 'data.sms', op: '==', value: true },
    ]);
    expect(shownRows()).toEqual([
      ['Adam Bell', 'adam@example.com', '(806) 555-0177', 'Lone Star Covers LLC'],
      ['Mia Cruz', 'mia@example.com', 'No phone number', 'Prairie Shelters Ltd.'],
      ['Zoe Ng', 'zoe@example.com', '(306) 555-0101', 'Prairie Shelters Ltd.'],
    ]);
  });

  it('filters quickly and exports what the grid shows', async () => {
    renderScreen();
    await screen.findByRole('grid', { name: 'SMS Recipients' }, LONG_WAIT);
    await userEvent.type(screen.getByRole('searchbox'), 'prairie');
    await waitFor(() => expect(shownRows()).toHaveLength(2), LONG_WAIT);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith(
      'Name,Email,Phone,Company\r\nMia Cruz,mia@example.com,,Prairie Shelters Ltd.\r\nZoe Ng,zoe@example.com,(306) 555-0101,Prairie Shelters Ltd.',
      expect.stringMatching(/^sms-recipients-\d{4}-\d{2}-\d{2}\.csv$/),
    );
    expect(await screen.findByText('Exported 2 recipients.', undefined, LONG_WAIT)).toBeInTheDocument();
  });

  it('says when nobody receives text messages', async () => {
    vi.mocked(findUsers).mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByText('Nobody receives text messages', undefined, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByText('0 active users receive text messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('offers Retry, not an empty list, when the users cannot be loaded', async () => {
    expectConsoleError('Unable to load the SMS recipients');
    vi.mocked(findUsers).mockRejectedValueOnce(new Error('offline'));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, LONG_WAIT));
    expect(screen.queryByText(/Nobody receives text messages/)).not.toBeInTheDocument();
    expect(await screen.findByText('3 active users receive text messages', undefined, LONG_WAIT)).toBeInTheDocument();
  });

  it('offers Retry when the companies cannot be loaded', async () => {
    expectConsoleError('Unable to load the SMS recipients');
    vi.mocked(listCompanies).mockRejectedValueOnce(new Error('offline'));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, LONG_WAIT));
    expect(await screen.findByText('3 active users receive text messages', undefined, LONG_WAIT)).toBeInTheDocument();
  });

  it('leads back to Reports', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/reports');
  });
});
