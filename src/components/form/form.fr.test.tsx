import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { inLanguage } from '../../i18n/testing';
import { emptyEndCustomer, endCustomerSchema, type EndCustomerInput } from '../../lib/schemas/endCustomer';
import { EndCustomerFields } from './EndCustomerFields';
import { FormTextField } from './FormTextField';
import { useZodForm } from './useZodForm';

const customerSchema = z.object({ customer: endCustomerSchema });

function CustomerForm({ initial }: { initial: EndCustomerInput }) {
  const { control } = useZodForm(customerSchema, { defaultValues: { customer: initial } });
  return <EndCustomerFields control={control} namePrefix="customer" />;
}

// Messages are catalogue ids; a message written out in words shows as it is.
const noteSchema = z.object({
  note: z.string().check(z.maxLength(3, 'warranties.decision.noteTooLong'), z.refine((note) => note !== 'xx', 'Not xx.')),
});

function NoteForm() {
  const { control, handleSubmit } = useZodForm(noteSchema, { defaultValues: { note: '' }, mode: 'onChange' });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <FormTextField control={control} name="note" label="Note" messageValues={{ max: 3 }} />
    </form>
  );
}

describe('the form components in French', () => {
  it('name the end customer fields, the country and its regions in French', async () => {
    await inLanguage('fr', () => {
      render(<CustomerForm initial={{ ...emptyEndCustomer('CA'), site: { ...emptyEndCustomer('CA').site, state: 'QC' } }} />);
      expect(screen.getByLabelText(/Nom du client/)).toBeInTheDocument();
      expect(screen.getByLabelText(/Courriel du client/)).toBeInTheDocument();
      expect(screen.getByLabelText(/Adresse du chantier/)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Province/ })).toHaveTextContent('Québec');
      expect(screen.getByLabelText(/Code postal/)).toHaveAccessibleDescription('p. ex. S7K 1A1');

      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Pays/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'États-Unis' }));
      expect(screen.getByRole('combobox', { name: /État/ })).not.toHaveTextContent('Québec');
      expect(screen.getByLabelText(/Code ZIP/)).toHaveAccessibleDescription('p. ex. 58102');
    });
  });

  it("word a field's message in French, with its values", async () => {
    await inLanguage('fr', async () => {
      render(<NoteForm />);
      fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'abcd' } });
      expect(await screen.findByText('Au plus 3 caractères.')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'xx' } });
      expect(await screen.findByText('Not xx.')).toBeInTheDocument();
    });
  });
});
