/** The order forms in Canadian French: words, the schemas' messages (with their values), money, and a language change. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { LanguageProvider } from '../../../i18n/LanguageProvider';
import { axeViolations, inLanguage } from '../../../i18n/testing';
import { COVER_FORM_DEFAULTS } from '../../../lib/schemas/orders/cover';
import { mountSchema, MOUNT_FORM_DEFAULTS } from '../../../lib/schemas/orders/mount';
import { PARTS_FORM_DEFAULTS, partsFormSchema } from '../../../lib/schemas/orders/parts';
import { renderWithProviders } from '../../../test/render';
import { signInAs, signOutNow } from '../../../test/session';
import { testCompany, testUser } from '../../../test/users';
import type { Company, User } from '../../../types/domain';
import type { Part } from '../../../types/parts';
import { ChangeRequestDialog } from './ChangeRequestDialog';
import OrderEditedScreen from './OrderEditedScreen';
import OrderFormScreen from './OrderFormScreen';
import { OrderForm } from './OrderForm';
import { PartsOrderFields } from './parts/PartsOrderFields';
import { issueText, useWordedForm } from './useWordedForm';

// The forms are tested up to their submit: nothing reaches the backend.
vi.mock('../../../data/orderDraftsApi', () => ({
  getDraft: vi.fn(async () => null),
  newDraftId: vi.fn(() => 'draft-1'),
  saveDraft: vi.fn(async () => undefined),
  deleteDraft: vi.fn(),
  keepDraftCopy: vi.fn(),
  forgetDraftCopy: vi.fn(),
}));
vi.mock('../../../data/orders/orderReads', () => ({ getOrder: vi.fn(async () => null) }));
vi.mock('../../../data/changeRequestsApi', () => ({ requestChange: vi.fn() }));
vi.mock('../../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn() }));
vi.mock('../../../data/orders/orderWrites', () => ({
  actorOf: (user: User) => ({ id: user.id, name: user.data.firstname, company: user.company }),
  OrderNotPendingError: class extends Error {},
  submitOrder: vi.fn(() => new Promise(() => undefined)),
  updatePendingOrder: vi.fn(),
}));

const parts: Part[] = [
  { id: 'p1', partNumber: 'EW-100', name: 'Endwall frame', category: 'endwall', description: '', unit: 'each', priceCAD: 1200, priceUSD: 1095.5, stock: 4, active: true },
];
vi.mock('../../../data/partsApi', () => ({
  listAllActiveParts: vi.fn(async () => parts),
  partPrice: (part: Part, currency: string) => (currency === 'USD' ? part.priceUSD : part.priceCAD),
}));

const user = {
  id: 'u1',
  company: 'acme',
  active: true,
  data: { firstname: 'Dana', lastname: 'Lee', email: 'dana@example.com', phone: '', sms: false, admin: false, manager: false },
} as User;
const company = { id: 'acme', name: 'Acme', currency: 'CAD', active: true } as Company;

function coverForm() {
  return (
    <MemoryRouter>
      <SnackbarProvider>
        <OrderForm type="cover" mode={{ kind: 'new', draftId: 'd1' }} initialValues={COVER_FORM_DEFAULTS} user={user} company={company} />
      </SnackbarProvider>
    </MemoryRouter>
  );
}

function PartsHarness() {
  const { control, handleSubmit } = useWordedForm(partsFormSchema, { defaultValues: { ...PARTS_FORM_DEFAULTS, leadSource: 'Calhoun' } });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <PartsOrderFields control={control} currency="USD" />
      <button type="submit">Envoyer</button>
    </form>
  );
}

/** The hint or error text MUI ties to a field. */
function messageOf(label: RegExp): string {
  const field = screen.getAllByLabelText(label).find((candidate) => candidate.getAttribute('role') !== 'listbox') as HTMLElement;
  const described = field.getAttribute('aria-describedby');
  return described ? (document.getElementById(described)?.textContent ?? '') : '';
}

afterEach(() => {
  signOutNow();
  vi.clearAllMocks();
});

// MUI selects render slowly in jsdom on a busy machine.
describe('the order forms in French', { timeout: 60_000 }, () => {
  it('words a cover order form and its messages in French, without accessibility violations', async () => {
    await inLanguage('fr', async () => {
      render(coverForm());
      expect(screen.getByRole('form', { name: 'Nouvelle commande' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Dimensions du bâtiment' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Soumettre la commande' }));
      // Text queries read every space as a plain one, the no-break space before the colon included.
      expect(await screen.findByText('Certains champs sont à vérifier : voyez les messages à côté de ceux-ci.')).toBeInTheDocument();
      expect(messageOf(/^Série/)).toBe('Choisissez une série.');
      expect(messageOf(/^Source du prospect/)).toBe('Choisissez la source du prospect.');
      expect(messageOf(/^Longueur/)).toBe('Entrez la longueur de la toile.');
      // The app's frame titles the page; a form rendered alone has no title of its own.
      document.title = 'Commande de toile | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('words the messages already shown again when the language changes', async () => {
    render(<LanguageProvider>{coverForm()}</LanguageProvider>);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
      await waitFor(() => expect(messageOf(/^Series/)).toBe('Choose a series.'));
      await act(() => activateLanguage('fr'));
      await waitFor(() => expect(messageOf(/^Série/)).toBe('Choisissez une série.'));
      expect(messageOf(/^Style de toile/)).toBe('Choisissez un style de toile.');
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('words a message with the values its check found: the refused value and the mount type', async () => {
    const steelLeg = { ...MOUNT_FORM_DEFAULTS, type: 'Steel Leg', subtype: 'Leg on Wall', pierDiameter: '30"', legHeight: "12'", wallThickness: '20"', wallCount: '2', pocketTensioning: 'Interior' };
    const issue = mountSchema.safeParse(steelLeg).error?.issues.find((candidate) => candidate.path[0] === 'wallThickness');
    expect(issue && issueText(issue)).toBe('Wall thickness 20" is not available for Steel Leg mounts.');
    await inLanguage('fr', () => {
      expect(issue && issueText(issue)).toBe('L’épaisseur de mur 20" n’est pas offerte pour l’ancrage Steel Leg.');
    });
  });

  it('prices parts in French and says when the order has none', async () => {
    await inLanguage('fr', async () => {
      render(<PartsHarness />);
      fireEvent.click(await screen.findByRole('button', { name: 'Ajouter EW-100 Endwall frame' }));
      const lines = within(screen.getByRole('table', { name: 'Pièces de cette commande' }));
      expect(lines.getByRole('columnheader', { name: 'Prix unitaire' })).toBeInTheDocument();
      expect(screen.getByTestId('parts-total').textContent).toMatch(/^1\s095,50\s\$\sUS$/);
      fireEvent.click(lines.getByRole('button', { name: 'Retirer EW-100' }));
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
      expect(await screen.findByText('Ajoutez au moins une pièce.')).toHaveAttribute('role', 'alert');
    });
  });

  it('asks for the reason of a change request in French', async () => {
    await inLanguage('fr', async () => {
      render(<ChangeRequestDialog open orderNumber={100004} currency="CAD" changes={[]} onSend={vi.fn(async () => undefined)} onClose={vi.fn()} />);
      const dialog = screen.getByRole('dialog', { name: 'Demander une modification de la commande nº\u00a0100004' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande de modification' }));
      expect(await within(dialog).findByText('Expliquez pourquoi la commande doit être modifiée.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    });
  });

  it('titles the order form screen in French, and says when there is nothing to continue', async () => {
    signInAs(testUser(), testCompany());
    await inLanguage('fr', async () => {
      const { unmount } = renderWithProviders(<OrderFormScreen />, { path: '/orders/new/cover', route: '/orders/new/cover/:id?' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Commande de toile' })).toBeInTheDocument();
      expect(screen.getByText('Vos données sont enregistrées comme brouillon à mesure que vous tapez.')).toBeInTheDocument();
      unmount();
      renderWithProviders(<OrderFormScreen />, { path: '/orders/new/cover/gone', route: '/orders/new/cover/:id?' });
      expect(await screen.findByText('Rien à poursuivre')).toBeInTheDocument();
      expect(screen.getByText('Vous n’avez aucun brouillon et votre entreprise n’a aucune commande dont l’identifiant est gone.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Commencer une nouvelle commande' })).toHaveAttribute('href', '/orders/new');
    });
  });

  it('says in French what an edit led to', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<OrderEditedScreen />, { path: '/orders/edit/success?order=100004&result=requested' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Modification demandée' })).toBeInTheDocument();
      expect(screen.getByText('Votre demande de modification de la commande nº 100004 a été envoyée pour examen.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voir la commande nº\u00a0100004' })).toHaveAttribute('href', '/orders/view/100004');
      document.title = 'Modification demandée | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });
});
