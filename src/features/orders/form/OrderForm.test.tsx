import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { COVER_FORM_DEFAULTS, type CoverFormValues } from '../../../lib/schemas/orders/cover';
import type { Company, User } from '../../../types/domain';
import { OrderForm } from './OrderForm';

// The form is tested here up to its submit: nothing reaches the backend.
vi.mock('../../../data/orderDraftsApi', () => ({
  saveDraft: vi.fn(async () => undefined),
  deleteDraft: vi.fn(),
  keepDraftCopy: vi.fn(),
  forgetDraftCopy: vi.fn(),
}));
vi.mock('../../../data/changeRequestsApi', () => ({ requestChange: vi.fn() }));
vi.mock('../../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn() }));
vi.mock('../../../data/orders/orderWrites', () => ({
  actorOf: (user: User) => ({ id: user.id, name: user.data.firstname, company: user.company }),
  OrderNotPendingError: class extends Error {},
  submitOrder: vi.fn(() => new Promise(() => undefined)),
  updatePendingOrder: vi.fn(),
}));

const user = {
  id: 'u1',
  company: 'acme',
  active: true,
  data: { firstname: 'Dana', lastname: 'Lee', email: 'dana@example.com', phone: '', sms: false, admin: false, manager: false },
} as User;
const company = { id: 'acme', name: 'Acme', currency: 'CAD', active: true } as Company;

const almostValid: CoverFormValues = {
  ...COVER_FORM_DEFAULTS,
  leadSource: 'Own Lead',
  size: { series: 'HT', width: '60' },
  length: '',
  cover: { ...COVER_FORM_DEFAULTS.cover, style: 'Bag Cover', fabric: 'PVC', colour: '', trimColour: COVER_FORM_DEFAULTS.cover.trimColour, fabricDrop: "2'" },
};

describe('OrderForm', () => {
  it('takes the "fields need your attention" banner away once every error is fixed', async () => {
    render(
      <MemoryRouter>
        <SnackbarProvider>
          <OrderForm type="cover" mode={{ kind: 'new', draftId: 'd1' }} initialValues={almostValid} user={user} company={company} />
        </SnackbarProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(/Some fields need your attention/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Length/), { target: { value: '120' } });
    await waitFor(() => expect(screen.queryByText(/Some fields need your attention/)).not.toBeInTheDocument());
  });
});
