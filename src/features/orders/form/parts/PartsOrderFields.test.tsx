import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useZodForm } from '../../../../components/form/useZodForm';
import type { Part } from '../../../../types/parts';
import { PARTS_FORM_DEFAULTS, partsFormSchema } from '../../../../lib/schemas/orders/parts';
import { PartsOrderFields } from './PartsOrderFields';

const parts: Part[] = [
  { id: 'p1', partNumber: 'EW-100', name: 'Endwall frame', category: 'endwall', description: '', unit: 'each', priceCAD: 120, priceUSD: 95.5, stock: 4, active: true },
  { id: 'p2', partNumber: 'EW-200', name: 'Endwall brace', category: 'endwall', description: '', unit: 'pair', priceCAD: 30, priceUSD: 24.25, stock: 9, active: true },
  { id: 'p3', partNumber: 'TR-300', name: 'Truss 30ft', category: 'trusses', description: '', unit: 'each', priceCAD: 410, priceUSD: 325, stock: 2, active: true },
];

vi.mock('../../../../data/partsApi', () => ({
  listAllActiveParts: vi.fn(async () => parts),
  partPrice: (part: Part, currency: string) => (currency === 'USD' ? part.priceUSD : part.priceCAD),
}));

function Harness({ onValues }: { onValues: (values: unknown) => void }) {
  const { control, handleSubmit } = useZodForm(partsFormSchema, { defaultValues: { ...PARTS_FORM_DEFAULTS, leadSource: 'Calhoun' } });
  return (
    <form onSubmit={handleSubmit(onValues)} noValidate>
      <PartsOrderFields control={control} currency="USD" />
      <button type="submit">Submit</button>
    </form>
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

// Generous: several engineers' test runs share two cores.
describe('PartsOrderFields', { timeout: 20_000 }, () => {
  it('needs at least one part', async () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    await screen.findByText('EW-100');
    fireEvent.click(screen.getByText('Submit'));
    expect(await screen.findByText('Add at least one part.')).toHaveAttribute('role', 'alert');
    expect(onValues).not.toHaveBeenCalled();
  });

  it('searches the inventory by number or name', async () => {
    render(<Harness onValues={vi.fn()} />);
    await screen.findByText('EW-100');
    fireEvent.change(screen.getByLabelText('Search parts'), { target: { value: 'brace' } });
    expect(screen.queryByText('EW-100')).not.toBeInTheDocument();
    expect(screen.getByText('EW-200')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search parts'), { target: { value: 'zzz' } });
    expect(screen.getByText('No part matches your search.')).toBeInTheDocument();
  });

  it('searches every category, and a chosen category narrows the list', async () => {
    render(<Harness onValues={vi.fn()} />);
    await screen.findByText('EW-100');
    expect(screen.getByText('TR-300')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search parts'), { target: { value: 'truss' } });
    expect(screen.getByText('TR-300')).toBeInTheDocument();
    expect(screen.queryByText('EW-100')).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Endwall' }));
    expect(screen.queryByText('TR-300')).not.toBeInTheDocument();
    expect(screen.getByText('No part in Endwall matches your search; 1 part in other categories does.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search all categories' }));
    expect(screen.getByText('TR-300')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All categories');
  });

  it('prices lines in the company currency, refuses quantities that are not whole numbers of at least 1, and totals', async () => {
    const onValues = vi.fn();
    render(<Harness onValues={onValues} />);
    fireEvent.click(await screen.findByLabelText('Add EW-100 Endwall frame'));
    fireEvent.click(screen.getByLabelText('Add EW-200 Endwall brace'));
    expect(screen.getByLabelText('EW-100 added')).toBeDisabled();

    const lines = within(screen.getByLabelText('Parts on this order'));
    expect(screen.getByTestId('parts-total')).toHaveTextContent('$119.75 USD');

    const quantity = lines.getByLabelText(/^Quantity of EW-200/);
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByText('Submit'));
    await waitFor(() => expect(lines.getByText('Enter a whole number of at least 1.')).toBeInTheDocument());
    expect(onValues).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '4' } });
    expect(screen.getByTestId('parts-total')).toHaveTextContent('$192.50 USD');
    expect(lines.getByText('$97.00 USD')).toBeInTheDocument();

    fireEvent.click(lines.getByLabelText('Remove EW-100'));
    expect(screen.getByTestId('parts-total')).toHaveTextContent('$97.00 USD');
    fireEvent.click(screen.getByText('Submit'));
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls[0][0]).toMatchObject({ lines: [{ partNumber: 'EW-200', quantity: 4, unitPrice: 24.25 }] });
  });
});
