import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyEndCustomer, endCustomerSchema, type EndCustomerInput } from '../../lib/schemas/endCustomer';
import { EndCustomerFields } from './EndCustomerFields';
import { useZodForm } from './useZodForm';
import * as z from 'zod/mini';

const schema = z.object({ customer: endCustomerSchema });

function Harness({ initial, onValues }: { initial: EndCustomerInput; onValues: (values: unknown) => void }) {
  const { control, handleSubmit } = useZodForm(schema, { defaultValues: { customer: initial } });
  return (
    <form onSubmit={handleSubmit(onValues)} noValidate>
      <EndCustomerFields control={control} namePrefix="customer" />
      <button type="submit">Submit</button>
    </form>
  );
}

/** MUI's Select opens on mouse down; fireEvent keeps these tests fast. */
function open(label: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return within(screen.getByRole('listbox'));
}

function choose(label: string | RegExp, option: string) {
  fireEvent.click(open(label).getByRole('option', { name: option }));
}

describe('EndCustomerFields', () => {
  it('labels the region Province for Canada and State for the United States, clearing a province on the switch', () => {
    const initial = { ...emptyEndCustomer('CA'), site: { ...emptyEndCustomer('CA').site, state: 'SK' } };
    render(<Harness initial={initial} onValues={() => undefined} />);
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveTextContent('Saskatchewan');
    expect(screen.getByLabelText(/Postal Code/)).toBeInTheDocument();

    choose(/Country/, 'United States');

    expect(screen.getByRole('combobox', { name: /State/ })).not.toHaveTextContent('Saskatchewan');
    expect(screen.queryByRole('combobox', { name: /Province/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/ZIP Code/)).toBeInTheDocument();
  });

  it("lists the chosen country's regions only", () => {
    render(<Harness initial={emptyEndCustomer('US')} onValues={() => undefined} />);
    const states = open(/State/);
    expect(states.getByRole('option', { name: 'North Dakota' })).toBeInTheDocument();
    expect(states.queryByRole('option', { name: 'Saskatchewan' })).not.toBeInTheDocument();
  });

  it('shows each message beside its field', async () => {
    render(<Harness initial={emptyEndCustomer('US')} onValues={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(6);
    expect(screen.getByLabelText(/Customer Name/)).toHaveAttribute('aria-invalid', 'true');
  });
});
