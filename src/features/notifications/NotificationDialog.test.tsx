import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationDialog } from './NotificationDialog';
import { markAsRead } from '../../data/notifications/notificationsApi';
import { fileDownloadUrl } from '../../data/filesApi';
import { aNotification } from './testing/fixtures';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';

vi.mock('../../data/filesApi', () => ({ fileDownloadUrl: vi.fn() }));
vi.mock('../../data/notifications/notificationsApi', () => ({
  subscribeToNotifications: vi.fn(() => () => undefined),
  markAsRead: vi.fn(async () => undefined),
  markManyAsRead: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const warrantyNotification = aNotification('n7', {
  subject: 'Warranty approved',
  createdByName: 'Ada Admin',
  link: '/orders/warranty/w1',
  body: {
    id: 'w1',
    representative: 'Rita Rep',
    createdBy: 'admin-1',
    createdDate: 1_700_000_000_000,
    message: 'Your warranty request was approved.',
    endCustomer: 'Farm Co',
    image: 'https://cdn.example.com/site.jpg',
    site: { street: '1 Main St', city: 'Guelph', state: 'ON', gated: true, paved: false },
  },
});

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(<NotificationDialog notification={warrantyNotification} onMarkAsRead={markAsRead} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog'), onClose };
}

describe('NotificationDialog', () => {
  it('shows subject, sender and date', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Warranty approved' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/From Ada Admin on /);
  });

  it('renders the body by the notification rules', () => {
    const { dialog } = renderDialog();
    expect(dialog).not.toHaveTextContent('Rita Rep');
    expect(within(dialog).queryByText('Representative')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Created By')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Gated').nextElementSibling).toHaveTextContent('Yes');
    expect(within(dialog).getByText('Paved').nextElementSibling).toHaveTextContent('No');
    expect(within(dialog).getByText('State/Province').nextElementSibling).toHaveTextContent('ON');
    expect(within(dialog).getByText('End Customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Guelph')).toBeInTheDocument();

  });

  it('shows only the fields a person wrote, not internal ones, unless the body is an address', () => {
    renderWithProviders(
      <NotificationDialog
        notification={aNotification('n11', { body: { message: 'The 2027 price book is out.', note: 'Under Sales.', state: 'SK', urgent: false } })}
        onMarkAsRead={markAsRead}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Message').nextElementSibling).toHaveTextContent('The 2027 price book is out.');
    expect(within(dialog).getByText('Note').nextElementSibling).toHaveTextContent('Under Sales.');
    expect(within(dialog).queryByText('State/Province')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Urgent')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('SK');
  });

  it('shows every field of an address, the state as State/Province', () => {
    renderWithProviders(
      <NotificationDialog notification={aNotification('n12', { body: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1' } })} onMarkAsRead={markAsRead} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('City').nextElementSibling).toHaveTextContent('Saskatoon');
    expect(within(dialog).getByText('State/Province').nextElementSibling).toHaveTextContent('SK');
  });

  it('shows a web address as plain text: never an image or a link to another site', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Image').nextElementSibling).toHaveTextContent('https://cdn.example.com/site.jpg');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/orders/warranty/w1']);
    expect(fileDownloadUrl).not.toHaveBeenCalled();
  });

  it('shows a picture from Storage notifications/ at 256 px, from its download address', async () => {
    vi.mocked(fileDownloadUrl).mockResolvedValueOnce('http://storage.test/notifications%2Fn9%2Fbanner.png?alt=media');
    renderWithProviders(
      <NotificationDialog notification={aNotification('n9', { body: { image: 'notifications/n9/banner.png' } })} onMarkAsRead={markAsRead} onClose={vi.fn()} />,
    );
    const image = await screen.findByRole('img', { name: 'Image' });
    expect(fileDownloadUrl).toHaveBeenCalledWith('notifications/n9/banner.png');
    expect(image).toHaveAttribute('src', 'http://storage.test/notifications%2Fn9%2Fbanner.png?alt=media');
    expect(image).toHaveAttribute('width', '256');
  });

  it('says so when the picture cannot be loaded', async () => {
    vi.mocked(fileDownloadUrl).mockRejectedValueOnce(new Error('storage/object-not-found'));
    expectConsoleError('Unable to load the download address of notifications/n10/gone.png');
    renderWithProviders(
      <NotificationDialog notification={aNotification('n10', { body: { image: 'notifications/n10/gone.png' } })} onMarkAsRead={markAsRead} onClose={vi.fn()} />,
    );
    expect(await screen.findByText('The picture could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('marks the notification read through the api, confirms it and closes', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as read' }));

    expect(markAsRead).toHaveBeenCalledWith('n7');
    expect(await screen.findByText('Notification marked as read.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says so and stays open when marking read fails', async () => {
    vi.mocked(markAsRead).mockRejectedValueOnce(new Error('offline'));
    expectConsoleError('Unable to mark the notification as read');
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as read' }));

    expect(await screen.findByText('Unable to mark the notification as read. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('jumps to the linked page inside the app', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Jump to page' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/orders/warranty/w1');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no jump for a link outside the app', () => {
    renderWithProviders(
      <NotificationDialog notification={aNotification('n8', { link: 'https://evil.example' })} onMarkAsRead={markAsRead} onClose={vi.fn()} />,
    );
    expect(screen.queryByRole('link', { name: 'Jump to page' })).not.toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
