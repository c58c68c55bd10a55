import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../i18n/i18n';
import { useSessionStore } from '../../store/session';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import { enterText } from '../../test/typing';
import type { Company, User } from '../../types/domain';
import DealerProfileScreen, { COUNTRY_NOTE } from './DealerProfileScreen';
import { DEALER_PROFILE } from './testing';

vi.mock('../../data/companiesApi', () => ({ getCompany: vi.fn(), updateDealerProfile: vi.fn() }));
const { getCompany, updateDealerProfile } = await import('../../data/companiesApi');

const manager: User = {
  id: 'u-maya',
  company: 'lone-star',
  active: true,
  data: { firstname: 'Maya', lastname: 'Reyes', email: 'maya@example.com', phone: '', sms: false, admin: false, manager: true },
};
const company: Company = {
  id: 'lone-star',
  name: 'Lone Star Covers LLC',
  dealerNumber: 'D-2001',
  address: { street: '1800 Amarillo Blvd W', city: 'Amarillo', state: 'TX', zip: '79107', country: 'US' },
  phone: '+18065550177',
  email: 'sales@lonestar.example.com',
  representative: 'Jordan Reyes',
  currency: 'USD',
  active: true,
};

const renderScreen = () => renderWithProviders(<DealerProfileScreen />, DEALER_PROFILE);

beforeEach(() => {
  resetSessionStore();
  signInAs(manager, company);
  vi.mocked(getCompany).mockResolvedValue(company);
});
afterEach(signOutAndRestoreMocks);

describe('DealerProfileScreen', () => {
  it('lets the manager edit contact details and address only', async () => {
    renderScreen();
    expect(await screen.findByLabelText(/^Phone/)).toHaveValue('(806) 555-0177');
    expect(getCompany).toHaveBeenCalledWith('lone-star');
    expect(screen.getByText('Lone Star Covers LLC')).toBeInTheDocument();
    const country = screen.getByRole('textbox', { name: 'Country' });
    expect(country).toHaveValue('United States');
    expect(country).toHaveAttribute('readonly');
    expect(country).toHaveAccessibleDescription(translate(COUNTRY_NOTE));
    // Nothing an admin sets is a field here.
    expect(screen.queryByRole('combobox', { name: /Currency/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Country/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Dealer Number|Representative|Dealer Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Shown as facts instead.
    expect(screen.getByText('USD (United States Dollar)')).toBeInTheDocument();
    expect(screen.getByText('D-2001')).toBeInTheDocument();
    expect(screen.getByText('Jordan Reyes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  });

  it('reports invalid fields and writes nothing', async () => {
    const user = userEvent.setup();
    renderScreen();
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await enterText(user, email, 'sales@');
    const zip = screen.getByLabelText(/ZIP Code/);
    await user.clear(zip);
    await enterText(user, zip, 'S7K 1A1');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('This must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid ZIP code, e.g. 58102 or 58102-1234.')).toBeInTheDocument();
    expect(updateDealerProfile).not.toHaveBeenCalled();
  });

  it('offers only the states of the dealer\'s country', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('combobox', { name: /State/ }));
    const states = within(screen.getByRole('listbox'));
    expect(states.getByRole('option', { name: 'Oklahoma' })).toBeInTheDocument();
    expect(states.queryByRole('option', { name: 'Saskatchewan' })).not.toBeInTheDocument();
  });

  it('saves phone, email and address with the country unchanged, and updates the session', async () => {
    const user = userEvent.setup();
    vi.mocked(updateDealerProfile).mockResolvedValue(undefined);
    renderScreen();
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await enterText(user, phone, '806-555-0100');
    const city = screen.getByLabelText(/City/);
    await user.clear(city);
    await enterText(user, city, 'Canyon');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('The dealer profile was saved.')).toBeInTheDocument();
    expect(updateDealerProfile).toHaveBeenCalledWith('lone-star', {
      phone: '806-555-0100',
      email: 'sales@lonestar.example.com',
      address: { ...company.address, city: 'Canyon' },
    });
    expect(useSessionStore.getState().company).toEqual({ ...company, phone: '806-555-0100', address: { ...company.address, city: 'Canyon' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled());
  });

  it('shows the phone as it is read, and keeps the stored number when it is not changed', async () => {
    const user = userEvent.setup();
    vi.mocked(updateDealerProfile).mockResolvedValue(undefined);
    renderScreen();
    const phone = await screen.findByLabelText(/^Phone/);
    expect(phone).toHaveValue('(806) 555-0177');
    const city = screen.getByLabelText(/City/);
    await user.clear(city);
    await enterText(user, city, 'Canyon');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('The dealer profile was saved.')).toBeInTheDocument();
    expect(updateDealerProfile).toHaveBeenCalledWith('lone-star', expect.objectContaining({ phone: '+18065550177' }));
    expect(phone).toHaveValue('(806) 555-0177');
  });

  it('says when saving is refused and keeps what was typed', async () => {
    const user = userEvent.setup();
    expectConsoleError('Unable to save the dealer profile');
    vi.mocked(updateDealerProfile).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderScreen();
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await enterText(user, phone, '806-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Saving the dealer profile was refused: you are not allowed to do this.')).toBeInTheDocument();
    expect(phone).toHaveValue('806-555-0100');
  });

  it('explains an account without a dealer and a dealer that cannot be loaded', async () => {
    signInAs({ ...manager, company: '' }, null);
    const { unmount } = renderScreen();
    expect(screen.getByText(/not linked to a dealer/)).toBeInTheDocument();
    unmount();

    signInAs(manager, company);
    expectConsoleError('Unable to load the dealer profile');
    vi.mocked(getCompany).mockRejectedValue(new Error('offline'));
    renderScreen();
    expect(await screen.findByText('The dealer could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
